// Types for the unit test of what npm test reads from each runner.
export interface Counts {
  passed: number
  failed: number
  /** Names of the failed tests, as the summary prints them. */
  failures: string[]
  /** Names of the tests that did not run, as the summary prints them. */
  skipped: string[]
}
export interface AllowedSkip {
  suite: string
  test: string
  reason: string
}
export declare function cargoCounts(output: string): Counts
export declare function vitestCounts(reportFile: string, root: string): Counts | null
export declare function playwrightCounts(reportFile: string): Counts | null
export declare function readAllowedSkips(file: string): AllowedSkip[]
export declare function checkSkips(
  suite: string,
  skipped: string[],
  allowed: AllowedSkip[],
): { refused: string[]; stale: string[] }

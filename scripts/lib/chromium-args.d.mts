// Types for the switches, imported by playwright.config.ts (which re-exports them) and the benchmarks.
export declare const CHROMIUM_ARGS: string[]
export declare const TEST_CHROMIUM_ARGS: string[]

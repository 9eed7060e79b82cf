// Types for playwright.config.ts, which re-exports these switches.
export declare const CHROMIUM_ARGS: string[]
export declare const TEST_CHROMIUM_ARGS: string[]

// Types for the unit test of the writer of docs/performance.md's generated blocks.
export declare function replaceBlock(text: string, name: string, body: string): string
export declare function writeBlock(file: string, name: string, body: string): void
export declare function plain(text: string): string
export declare function measuredOn(date?: Date): string

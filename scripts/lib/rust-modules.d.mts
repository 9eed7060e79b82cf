// Types for the unit test of the Rust module graph.
export declare function rustModuleGraph(crateDir: string): Map<string, string[]>
export declare function workspaceCrates(root: string): string[]

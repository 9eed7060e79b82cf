// Types for the unit test of the circle finder.
export declare function findCircles(graph: Map<string, string[]>): string[][]

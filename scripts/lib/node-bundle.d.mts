// Types for tests that bundle a TypeScript entry for Node the way scripts/run-ts.mjs does.
import type { BuildOptions, BuildResult } from 'esbuild'

export declare function bundleForNode(entry: string, outfile: string, options?: BuildOptions): Promise<BuildResult>

// Types for tests that build the server the way `npm run build` does.
import type { BuildResult } from 'esbuild'

export declare const SERVER_BUNDLE: string
export declare function buildServer(outfile?: string): Promise<BuildResult<{ metafile: true }>>

import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { kitConfig } from './web/build/config-plugin.ts'
import { kitPrerender } from './web/kit/vite.ts'
import { APPEARANCE_KEY } from './web/shared/firstView/keys.ts'
import { security } from './web/build/security-plugin.ts'
import { authApi } from './web/server/auth/vite-plugin.ts'

// The app lives in web/; the production build goes to dist/ (tests build to dist-test/).
export default defineConfig({
  root: 'web',
  envDir: '..',
  publicDir: 'public',
  plugins: [
    kitConfig(),
    authApi(),
    react(),
    // The first view painted from the HTML (docs/kit.md, Paint from the HTML); the demo's own hero
    // button opens the connect modal too, and its compact modal is not the one prerendered.
    kitPrerender({
      entry: '/app/prerender/server.tsx',
      connectButtons: '.page-hero .page-button',
      appearanceKey: APPEARANCE_KEY,
      keepModalClosedFor: 'modal=compact',
      plugins: [kitConfig(), react()],
    }),
    security(),
  ],
  worker: { format: 'es' },
  build: {
    outDir: process.env.KIT_OUT_DIR ?? '../dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into the entry chunk. Left alone, rolldown
        // splits the modules it shares with lazy chunks into small chunks of their own (runtime,
        // useConfig, getAddress, …), each loaded before first paint anyway and compressed apart:
        // one chunk is 2.4 KiB smaller gzip. Lazy chunks import those modules from the entry.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  test: {
    root: '.',
    // Every name Vitest would take for a test file (its default pattern), so a .test.tsx or a
    // .spec.ts under tests/unit runs rather than being silently left out.
    include: ['tests/unit/**/*.{test,spec}.?(c|m)[jt]s?(x)'],
    environment: 'node',
    testTimeout: 60_000,
    // Hooks get the tests' limit, not Vitest's 10 s: theirs is the same work (a first import
    // transformed on the spot, fixtures computed, a peer started), and on a fresh clone under load
    // (load average 16-20 on 2 cores) decode.test's fixtures and provider.test's first import of
    // the Safe mode took over 10 s, which skipped both files whole. Either limit only catches a hang.
    hookTimeout: 60_000,
    // Vitest leaves a core to itself by default, which on a 2-core machine is one worker: its
    // files spend much of their time waiting (servers, Redis, child processes), so use both.
    maxWorkers: '100%',
    // The files of a worker share one module graph: each file's fresh import of viem, wagmi and
    // sign-client cost 110 s of a 171 s run on a fresh clone. A module that holds a page's
    // once-only state (Safe detection, the worker client) is re-imported by its tests through
    // vi.resetModules, stubbed globals are put back after each file (tests/unit/setup.ts), and the
    // suite passes with its files shuffled.
    isolate: false,
    setupFiles: ['tests/unit/setup.ts'],
    // sign-client keeps each Core on globalThis under its storage prefix, which outlives a file
    // here: a later file with the same prefix would get a Core whose relay has stopped.
    env: { DISABLE_GLOBAL_CORE: 'true' },
    // A focused test would silently drop every other one: always an error, not only on CI.
    allowOnly: false,
  },
})

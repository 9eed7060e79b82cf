import react from '@vitejs/plugin-react'
import { kitPrerender } from 'beacon-kit/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), kitPrerender({ entry: '/src/firstView.tsx' })],
  // What the first view needs, in one chunk (docs/kit.md, Install).
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } } },
})

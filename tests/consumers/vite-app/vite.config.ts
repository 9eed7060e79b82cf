import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// What the first view needs, in one chunk (docs/kit.md, Install).
export default defineConfig({
  plugins: [react()],
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } } },
})

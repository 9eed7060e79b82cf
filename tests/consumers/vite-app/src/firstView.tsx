import { StrictMode } from 'react'
import { renderFirstView } from 'beacon-kit/prerender'
import { App, config } from './App.tsx'

// The first view, rendered by the build into index.html (kitPrerender in vite.config.ts).
export const render = () =>
  renderFirstView(
    <StrictMode>
      <App />
    </StrictMode>,
    config,
  )

import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App.tsx'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
// The build put the first view in the HTML (kitPrerender); the dev server serves the page empty.
if (container.hasChildNodes()) hydrateRoot(container, app)
else createRoot(container).render(app)

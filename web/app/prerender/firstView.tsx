import { StrictMode } from 'react'
import type { KitConfig } from '../../kit/index.ts'
import { App } from '../App.tsx'

/** The page as both the build (prerender) and the browser (hydration) render it first. */
export function FirstView({ config }: { config: KitConfig }) {
  return (
    <StrictMode>
      <App config={config} />
    </StrictMode>
  )
}

import { renderFirstView } from '../../kit/prerender.ts'
import { demoKitConfig } from '../kitConfig.ts'
import { FirstView } from './firstView.tsx'

/** The first view and the connect modal as HTML, for the build's `kitPrerender` (vite.config.ts). */
export function render() {
  const config = demoKitConfig()
  return renderFirstView(<FirstView config={config} />, config)
}

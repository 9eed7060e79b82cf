import { config } from './config'
import { ConnectButton } from './ui/ConnectButton/ConnectButton'

export function App() {
  return (
    <>
      <header className="page-header">
        <strong className="brand">{config.appName}</strong>
        <ConnectButton />
      </header>
      <main className="page-main" />
    </>
  )
}

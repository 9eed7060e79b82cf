import { Wallet } from './wallet.jsx'

export default function Home() {
  return (
    <main>
      <h1>A Next.js dapp</h1>
      <Wallet />
    </main>
  )
}

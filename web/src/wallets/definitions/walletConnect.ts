import icon from '../icons/walletconnect.svg'
import type { WalletDefinition } from '../types'

/** Any WalletConnect wallet: scan the QR with it. */
export const walletConnectWallet: WalletDefinition = {
  id: 'walletConnect',
  name: 'WalletConnect',
  iconUrl: icon,
  iconBackground: '#3b99fc',
  iconAccent: '#3b99fc',
  groupName: 'Popular',
  groupIndex: 1,
  qrCode: {
    instructions: {
      learnMoreUrl: 'https://walletconnect.network/',
      steps: [
        { step: 'install', title: 'Open your wallet app', description: 'Use any wallet app that supports WalletConnect.' },
        { step: 'scan', title: 'Tap the scan button', description: 'Scan the QR code and approve the connection in your wallet.' },
      ],
    },
  },
  kind: 'walletConnect',
}

import icon from '../icons/walletconnect.svg'
import type { WalletDefinition } from '../types.ts'

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
        { step: 'install', title: 'openAnyApp', description: 'openAnyAppBody' },
        { step: 'scan', title: 'tapScan', description: 'scanAndApproveBody' },
      ],
    },
  },
  kind: 'walletConnect',
}

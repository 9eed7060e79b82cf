import type { WalletMessages } from '../../messages'

/** Korean (한국어): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: '{wallet} 앱 열기',
    openAppBody: '홈 화면에 {wallet} 앱을 추가하면 지갑을 더 빠르게 열 수 있어요.',
    createWallet: '지갑 만들기 또는 가져오기',
    createWalletBody: '새 지갑을 만들거나 복구 문구로 기존 지갑을 가져오세요.',
    tapScan: '스캔 버튼 누르기',
    tapScanBody: '스캔하면 지갑을 연결하라는 요청이 표시돼요.',
    installExtension: '{wallet} 확장 프로그램 설치',
    installExtensionBody: '툴바에 {wallet} 확장 프로그램을 고정하면 지갑에 빠르게 접근할 수 있어요.',
    backUpWalletBody: '안전한 방법으로 지갑을 백업하세요. 비밀 문구는 절대 다른 사람과 공유하지 마세요.',
    refreshBrowser: '브라우저 새로고침',
    refreshBrowserBody: '지갑을 설정한 뒤 이 페이지를 새로고침하면 확장 프로그램이 로드돼요.',
    openAnyApp: '지갑 앱 열기',
    openAnyAppBody: 'WalletConnect를 지원하는 지갑 앱이라면 무엇이든 사용할 수 있어요.',
    scanAndApproveBody: 'QR 코드를 스캔하고 지갑에서 연결을 승인하세요.',
    installBrave: 'Brave 브라우저 설치',
    installBraveBody: 'Brave Wallet은 브라우저에 내장되어 있어 추가할 확장 프로그램이 없어요.',
    setUpBraveBody: '브라우저 메뉴에서 Brave Wallet을 열고 안전하게 백업해 설정하세요.',
    openInBrave: 'Brave에서 이 페이지 열기',
    openInBraveBody: '그러면 여기에 Brave Wallet이 사용 가능으로 표시돼요.',
    addToYourBrowser: '브라우저에 추가',
  },
  errors: {
    connectorNotFound: '커넥터를 찾을 수 없어요',
    chainNotConfigured: '커넥터 "{connector}"에 체인 "{id}" 설정이 없어요.',
    noChains: '커넥터에 체인이 없어요.',
    chainNotFound: '커넥터에서 체인을 찾을 수 없어요.',
    providerRequired: '프로바이더가 필요해요.',
    rejected: '요청을 거부했어요.',
    pending: '지갑에 이미 대기 중인 요청이 있어요. 계속하려면 지갑을 여세요.',
    switchUnsupported: '이 지갑은 네트워크 전환을 지원하지 않아요.',
    switchFailed: '네트워크를 전환하지 못했어요.',
    relayUnreachable: 'WalletConnect에 연결할 수 없어요. 인터넷 연결을 확인하고 다시 시도하세요.',
    relayClosing: 'WalletConnect 릴레이가 계속 연결을 끊고 있어요. 다시 시도하세요.',
    relayUnauthorized: 'WalletConnect가 이 앱의 프로젝트 ID를 거부했어요.',
    relayMissingProjectId: 'WalletConnect가 설정되지 않았어요. 프로젝트 ID가 없어요(VITE_WC_PROJECT_ID).',
    noSession: 'WalletConnect 세션이 없어요.',
    connectionFailedWith: '연결하지 못했어요: {message}',
  },
}

export default messages

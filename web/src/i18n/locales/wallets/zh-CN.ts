import type { WalletMessages } from '../../messages'

/** Simplified Chinese (简体中文): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: '打开 {wallet} 应用',
    openAppBody: '将 {wallet} 添加到主屏幕，更快地访问你的钱包。',
    createWallet: '创建或导入钱包',
    createWalletBody: '创建新钱包，或使用助记词导入已有钱包。',
    tapScan: '点击扫描按钮',
    tapScanBody: '扫描后会弹出连接请求，供你连接钱包。',
    installExtension: '安装 {wallet} 扩展',
    installExtensionBody: '将 {wallet} 固定到工具栏，快速访问你的钱包。',
    backUpWalletBody: '请用安全的方式备份钱包。切勿与任何人分享你的助记词。',
    refreshBrowser: '刷新浏览器',
    refreshBrowserBody: '设置好钱包后，刷新此页面以加载扩展。',
    openAnyApp: '打开你的钱包应用',
    openAnyAppBody: '使用任何支持 WalletConnect 的钱包应用。',
    scanAndApproveBody: '扫描二维码，并在钱包中批准连接。',
    installBrave: '安装 Brave 浏览器',
    installBraveBody: 'Brave Wallet 已内置于浏览器：无需添加扩展。',
    setUpBraveBody: '从浏览器菜单打开 Brave Wallet，完成安全备份并设置。',
    openInBrave: '在 Brave 中打开此页面',
    openInBraveBody: '之后 Brave Wallet 会在这里显示为可用。',
    addToYourBrowser: '添加到浏览器',
  },
  errors: {
    connectorNotFound: '未找到连接器',
    chainNotConfigured: '链“{id}”未在连接器“{connector}”中配置。',
    noChains: '连接器上没有链。',
    chainNotFound: '连接器上未找到链。',
    providerRequired: '需要提供程序。',
    rejected: '你拒绝了该请求。',
    pending: '钱包中已有待处理的请求。请打开钱包继续。',
    switchUnsupported: '你的钱包不支持切换网络。',
    switchFailed: '无法切换网络。',
    relayUnreachable: '无法连接 WalletConnect。请检查网络连接后重试。',
    relayClosing: 'WalletConnect 中继不断关闭连接。请重试。',
    relayUnauthorized: 'WalletConnect 拒绝了此应用的项目 ID。',
    relayMissingProjectId: 'WalletConnect 未设置：缺少项目 ID（VITE_WC_PROJECT_ID）。',
    noSession: '没有 WalletConnect 会话。',
    connectionFailedWith: '连接失败：{message}',
  },
}

export default messages

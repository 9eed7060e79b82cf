import type { WalletMessages } from '../../messages'

/** Japanese (日本語): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: '{wallet}アプリを開く',
    openAppBody: '{wallet}をホーム画面に追加すると、ウォレットにすばやくアクセスできます。',
    createWallet: 'ウォレットを作成またはインポート',
    createWalletBody: '新しいウォレットを作成するか、リカバリーフレーズで既存のウォレットをインポートします。',
    tapScan: 'スキャンボタンをタップ',
    tapScanBody: 'スキャンすると接続の確認が表示されるので、ウォレットを接続します。',
    installExtension: '{wallet}拡張機能をインストール',
    installExtensionBody: '{wallet}をツールバーに固定すると、ウォレットにすばやくアクセスできます。',
    backUpWalletBody: '安全な方法でウォレットをバックアップしてください。シークレットフレーズは誰にも教えないでください。',
    refreshBrowser: 'ブラウザを更新',
    refreshBrowserBody: 'ウォレットの設定が済んだら、このページを更新して拡張機能を読み込みます。',
    openAnyApp: 'ウォレットアプリを開く',
    openAnyAppBody: 'WalletConnectに対応したウォレットアプリなら、どれでも使えます。',
    scanAndApproveBody: 'QRコードをスキャンし、ウォレットで接続を承認します。',
    installBrave: 'Braveブラウザをインストール',
    installBraveBody: 'Brave Walletは内蔵されているため、追加する拡張機能はありません。',
    setUpBraveBody: 'ブラウザのメニューからBrave Walletを開き、安全なバックアップを取って設定します。',
    openInBrave: 'このページをBraveで開く',
    openInBraveBody: 'するとBrave Walletがここで利用可能と表示されます。',
    addToYourBrowser: 'ブラウザに追加',
  },
  errors: {
    connectorNotFound: 'コネクタが見つかりません',
    chainNotConfigured: 'チェーン「{id}」はコネクタ「{connector}」に設定されていません。',
    noChains: 'コネクタにチェーンがありません。',
    chainNotFound: 'コネクタにチェーンが見つかりません。',
    providerRequired: 'プロバイダーが必要です。',
    rejected: 'リクエストを拒否しました。',
    pending: 'ウォレットに処理待ちのリクエストがあります。ウォレットを開いて続けてください。',
    switchUnsupported: 'このウォレットはネットワークの切り替えに対応していません。',
    switchFailed: 'ネットワークを切り替えられませんでした。',
    relayUnreachable: 'WalletConnectに接続できませんでした。接続を確認して、もう一度お試しください。',
    relayClosing: 'WalletConnectのリレーが接続を切断し続けています。もう一度お試しください。',
    relayUnauthorized: 'WalletConnectがこのアプリのプロジェクトIDを拒否しました。',
    relayMissingProjectId: 'WalletConnectが設定されていません：プロジェクトIDがありません（VITE_WC_PROJECT_ID）。',
    noSession: 'WalletConnectのセッションがありません。',
    connectionFailedWith: '接続できませんでした：{message}',
  },
}

export default messages

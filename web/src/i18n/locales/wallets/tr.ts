import type { WalletMessages } from '../../messages'

/** Turkish (Türkçe): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: '{wallet} uygulamasını açın',
    openAppBody: 'Cüzdanınıza daha hızlı erişmek için {wallet} uygulamasını ana ekranınıza ekleyin.',
    createWallet: 'Cüzdan oluşturun veya içe aktarın',
    createWalletBody: 'Yeni bir cüzdan oluşturun ya da kurtarma ifadenizle mevcut bir cüzdanı içe aktarın.',
    tapScan: 'Tarama düğmesine dokunun',
    tapScanBody: 'Taramadan sonra cüzdanınızı bağlamanız için bir bağlantı isteği görünür.',
    installExtension: '{wallet} uzantısını yükleyin',
    installExtensionBody: 'Cüzdanınıza hızlı erişmek için {wallet} uzantısını araç çubuğunuza sabitleyin.',
    backUpWalletBody: 'Cüzdanınızı güvenli bir yöntemle yedekleyin. Gizli ifadenizi asla kimseyle paylaşmayın.',
    refreshBrowser: 'Tarayıcınızı yenileyin',
    refreshBrowserBody: 'Cüzdanınızı kurduktan sonra uzantının yüklenmesi için bu sayfayı yenileyin.',
    openAnyApp: 'Cüzdan uygulamanızı açın',
    openAnyAppBody: 'WalletConnect’i destekleyen herhangi bir cüzdan uygulamasını kullanın.',
    scanAndApproveBody: 'QR kodunu tarayın ve bağlantıyı cüzdanınızda onaylayın.',
    installBrave: 'Brave tarayıcısını yükleyin',
    installBraveBody: 'Brave Wallet tarayıcıda yerleşiktir: eklenecek bir uzantı yok.',
    setUpBraveBody: 'Brave Wallet’ı tarayıcı menüsünden açın ve güvenli bir yedekle kurun.',
    openInBrave: 'Bu sayfayı Brave’de açın',
    openInBraveBody: 'Ardından Brave Wallet burada hazır olarak görünür.',
    addToYourBrowser: 'Tarayıcınız için yükle',
  },
  errors: {
    connectorNotFound: 'Bağlayıcı bulunamadı',
    chainNotConfigured: '“{id}” zinciri, “{connector}” bağlayıcısı için yapılandırılmamış.',
    noChains: 'Bağlayıcıda zincir bulunamadı.',
    chainNotFound: 'Zincir bağlayıcıda bulunamadı.',
    providerRequired: 'Bir sağlayıcı gerekli.',
    rejected: 'İsteği reddettiniz.',
    pending: 'Cüzdanınızda zaten bekleyen bir istek var. Devam etmek için cüzdanınızı açın.',
    switchUnsupported: 'Cüzdanınız ağ değiştirmeyi desteklemiyor.',
    switchFailed: 'Ağ değiştirilemedi.',
    relayUnreachable: 'WalletConnect’e ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    relayClosing: 'WalletConnect aktarıcısı bağlantıyı sürekli kapatıyor. Tekrar deneyin.',
    relayUnauthorized: 'WalletConnect bu uygulamanın proje kimliğini reddetti.',
    relayMissingProjectId: 'WalletConnect ayarlanmamış: proje kimliği eksik (VITE_WC_PROJECT_ID).',
    noSession: 'WalletConnect oturumu yok.',
    connectionFailedWith: 'Bağlantı kurulamadı: {message}',
  },
}

export default messages

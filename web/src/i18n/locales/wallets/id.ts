import type { WalletMessages } from '../../messages'

/** Indonesian (Bahasa Indonesia): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: 'Buka aplikasi {wallet}',
    openAppBody: 'Taruh {wallet} di layar utama agar dompet Anda lebih cepat diakses.',
    createWallet: 'Buat atau impor dompet',
    createWalletBody: 'Buat dompet baru atau impor dompet yang ada dengan frasa pemulihan Anda.',
    tapScan: 'Ketuk tombol pindai',
    tapScanBody: 'Setelah memindai, akan muncul permintaan untuk menghubungkan dompet Anda.',
    installExtension: 'Instal ekstensi {wallet}',
    installExtensionBody: 'Sematkan {wallet} di bilah alat untuk akses cepat ke dompet Anda.',
    backUpWalletBody: 'Cadangkan dompet Anda dengan cara yang aman. Jangan pernah membagikan frasa rahasia Anda kepada siapa pun.',
    refreshBrowser: 'Muat ulang browser Anda',
    refreshBrowserBody: 'Setelah dompet Anda siap, muat ulang halaman ini untuk memuat ekstensinya.',
    openAnyApp: 'Buka aplikasi dompet Anda',
    openAnyAppBody: 'Gunakan aplikasi dompet apa pun yang mendukung WalletConnect.',
    scanAndApproveBody: 'Pindai kode QR dan setujui koneksi di dompet Anda.',
    installBrave: 'Instal browser Brave',
    installBraveBody: 'Brave Wallet sudah ada di dalamnya: tidak ada ekstensi yang perlu ditambahkan.',
    setUpBraveBody: 'Buka Brave Wallet dari menu browser dan siapkan dengan cadangan yang aman.',
    openInBrave: 'Buka halaman ini di Brave',
    openInBraveBody: 'Setelah itu Brave Wallet tampil siap di sini.',
    addToYourBrowser: 'Tambahkan ke browser Anda',
  },
  errors: {
    connectorNotFound: 'Konektor tidak ditemukan',
    chainNotConfigured: 'Chain "{id}" tidak dikonfigurasi untuk konektor "{connector}".',
    noChains: 'Tidak ada chain di konektor.',
    chainNotFound: 'Chain tidak ditemukan di konektor.',
    providerRequired: 'Provider diperlukan.',
    rejected: 'Anda menolak permintaan tersebut.',
    pending: 'Sudah ada permintaan yang menunggu di dompet Anda. Buka dompet Anda untuk melanjutkan.',
    switchUnsupported: 'Dompet Anda tidak mendukung penggantian jaringan.',
    switchFailed: 'Gagal mengganti jaringan.',
    relayUnreachable: 'Tidak dapat menjangkau WalletConnect. Periksa koneksi Anda dan coba lagi.',
    relayClosing: 'Relay WalletConnect terus menutup koneksi. Coba lagi.',
    relayUnauthorized: 'WalletConnect menolak ID proyek aplikasi ini.',
    relayMissingProjectId: 'WalletConnect belum disiapkan: ID proyek tidak ada (VITE_WC_PROJECT_ID).',
    noSession: 'Tidak ada sesi WalletConnect.',
    connectionFailedWith: 'Koneksi gagal: {message}',
  },
}

export default messages

import type { WalletMessages } from '../../messages'

/** French (Français): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: 'Ouvrez l’app {wallet}',
    openAppBody: 'Placez {wallet} sur votre écran d’accueil pour accéder plus vite à votre portefeuille.',
    createWallet: 'Créez ou importez un portefeuille',
    createWalletBody: 'Créez un nouveau portefeuille ou importez-en un existant avec votre phrase de récupération.',
    tapScan: 'Touchez le bouton de scan',
    tapScanBody: 'Après le scan, une demande de connexion s’affichera pour connecter votre portefeuille.',
    installExtension: 'Installez l’extension {wallet}',
    installExtensionBody: 'Épinglez {wallet} à votre barre d’outils pour accéder rapidement à votre portefeuille.',
    backUpWalletBody: 'Sauvegardez votre portefeuille de façon sûre. Ne communiquez jamais votre phrase secrète à personne.',
    refreshBrowser: 'Actualisez votre navigateur',
    refreshBrowserBody: 'Une fois votre portefeuille configuré, actualisez cette page pour charger l’extension.',
    openAnyApp: 'Ouvrez l’app de votre portefeuille',
    openAnyAppBody: 'Utilisez n’importe quelle app de portefeuille compatible avec WalletConnect.',
    scanAndApproveBody: 'Scannez le QR code et approuvez la connexion dans votre portefeuille.',
    installBrave: 'Installez le navigateur Brave',
    installBraveBody: 'Brave Wallet est intégré : aucune extension à ajouter.',
    setUpBraveBody: 'Ouvrez Brave Wallet depuis le menu du navigateur et configurez-le avec une sauvegarde sûre.',
    openInBrave: 'Ouvrez cette page dans Brave',
    openInBraveBody: 'Brave Wallet s’affichera alors ici comme prêt.',
    addToYourBrowser: 'Ajouter à votre navigateur',
  },
  errors: {
    connectorNotFound: 'Connecteur introuvable',
    chainNotConfigured: 'La chaîne « {id} » n’est pas configurée pour le connecteur « {connector} ».',
    noChains: 'Aucune chaîne trouvée sur le connecteur.',
    chainNotFound: 'Chaîne introuvable sur le connecteur.',
    providerRequired: 'Un fournisseur est requis.',
    rejected: 'Vous avez refusé la demande.',
    pending: 'Une demande est déjà en attente dans votre portefeuille. Ouvrez-le pour continuer.',
    switchUnsupported: 'Votre portefeuille ne permet pas de changer de réseau.',
    switchFailed: 'Impossible de changer de réseau.',
    relayUnreachable: 'Impossible de joindre WalletConnect. Vérifiez votre connexion et réessayez.',
    relayClosing: 'Le relais WalletConnect ferme sans cesse la connexion. Réessayez.',
    relayUnauthorized: 'WalletConnect a refusé l’ID de projet de cette app.',
    relayMissingProjectId: 'WalletConnect n’est pas configuré : l’ID de projet est manquant (VITE_WC_PROJECT_ID).',
    noSession: 'Aucune session WalletConnect.',
    connectionFailedWith: 'Échec de la connexion : {message}',
  },
}

export default messages

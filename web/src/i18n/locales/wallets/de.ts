import type { WalletMessages } from '../../messages'

/** German (Deutsch): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: 'Öffne die App {wallet}',
    openAppBody: 'Leg {wallet} auf deinen Startbildschirm, um schneller auf deine Wallet zuzugreifen.',
    createWallet: 'Erstelle oder importiere eine Wallet',
    createWalletBody: 'Erstelle eine neue Wallet oder importiere eine bestehende mit deiner Wiederherstellungsphrase.',
    tapScan: 'Tippe auf den Scan-Button',
    tapScanBody: 'Nach dem Scannen erscheint eine Anfrage, mit der du deine Wallet verbindest.',
    installExtension: 'Installiere die Erweiterung {wallet}',
    installExtensionBody: 'Hefte {wallet} an deine Symbolleiste, um schnell auf deine Wallet zuzugreifen.',
    backUpWalletBody: 'Sichere deine Wallet auf einem sicheren Weg. Gib deine geheime Phrase niemals an andere weiter.',
    refreshBrowser: 'Aktualisiere deinen Browser',
    refreshBrowserBody: 'Sobald deine Wallet eingerichtet ist, lade diese Seite neu, damit die Erweiterung geladen wird.',
    openAnyApp: 'Öffne deine Wallet-App',
    openAnyAppBody: 'Nutze eine beliebige Wallet-App, die WalletConnect unterstützt.',
    scanAndApproveBody: 'Scanne den QR-Code und bestätige die Verbindung in deiner Wallet.',
    installBrave: 'Installiere den Browser Brave',
    installBraveBody: 'Brave Wallet ist eingebaut: Du musst keine Erweiterung hinzufügen.',
    setUpBraveBody: 'Öffne Brave Wallet im Browsermenü und richte sie mit einem sicheren Backup ein.',
    openInBrave: 'Öffne diese Seite in Brave',
    openInBraveBody: 'Dann wird Brave Wallet hier als bereit angezeigt.',
    addToYourBrowser: 'Für deinen Browser installieren',
  },
  errors: {
    connectorNotFound: 'Connector nicht gefunden',
    chainNotConfigured: 'Chain „{id}“ ist für den Connector „{connector}“ nicht konfiguriert.',
    noChains: 'Keine Chains im Connector gefunden.',
    chainNotFound: 'Chain im Connector nicht gefunden.',
    providerRequired: 'Ein Provider ist erforderlich.',
    rejected: 'Du hast die Anfrage abgelehnt.',
    pending: 'In deiner Wallet wartet bereits eine Anfrage. Öffne deine Wallet, um fortzufahren.',
    switchUnsupported: 'Deine Wallet unterstützt keinen Netzwerkwechsel.',
    switchFailed: 'Das Netzwerk konnte nicht gewechselt werden.',
    relayUnreachable: 'WalletConnect ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
    relayClosing: 'Das WalletConnect-Relay schließt die Verbindung immer wieder. Versuche es erneut.',
    relayUnauthorized: 'WalletConnect hat die Projekt-ID dieser App abgelehnt.',
    relayMissingProjectId: 'WalletConnect ist nicht eingerichtet: Die Projekt-ID fehlt (VITE_WC_PROJECT_ID).',
    noSession: 'Keine WalletConnect-Sitzung.',
    connectionFailedWith: 'Verbindung fehlgeschlagen: {message}',
  },
}

export default messages

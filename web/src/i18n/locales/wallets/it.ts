import type { WalletMessages } from '../../messages'

/** Italian (Italiano): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: 'Apri l’app {wallet}',
    openAppBody: 'Aggiungi {wallet} alla schermata Home per accedere più velocemente al tuo wallet.',
    createWallet: 'Crea o importa un wallet',
    createWalletBody: 'Crea un nuovo wallet o importane uno esistente con la tua frase di recupero.',
    tapScan: 'Tocca il pulsante di scansione',
    tapScanBody: 'Dopo la scansione, comparirà una richiesta per connettere il tuo wallet.',
    installExtension: 'Installa l’estensione {wallet}',
    installExtensionBody: 'Fissa {wallet} nella barra degli strumenti per accedere rapidamente al tuo wallet.',
    backUpWalletBody: 'Esegui il backup del tuo wallet in modo sicuro. Non condividere mai la tua frase segreta con nessuno.',
    refreshBrowser: 'Aggiorna il browser',
    refreshBrowserBody: 'Dopo aver configurato il wallet, ricarica questa pagina per caricare l’estensione.',
    openAnyApp: 'Apri l’app del tuo wallet',
    openAnyAppBody: 'Usa qualsiasi app wallet che supporti WalletConnect.',
    scanAndApproveBody: 'Scansiona il codice QR e approva la connessione nel tuo wallet.',
    installBrave: 'Installa il browser Brave',
    installBraveBody: 'Brave Wallet è integrato: non c’è nessuna estensione da aggiungere.',
    setUpBraveBody: 'Apri Brave Wallet dal menu del browser e configuralo con un backup sicuro.',
    openInBrave: 'Apri questa pagina in Brave',
    openInBraveBody: 'A quel punto Brave Wallet risulterà pronto qui.',
    addToYourBrowser: 'Aggiungi a questo browser',
  },
  errors: {
    connectorNotFound: 'Connettore non trovato',
    chainNotConfigured: 'La catena «{id}» non è configurata per il connettore «{connector}».',
    noChains: 'Nessuna catena trovata nel connettore.',
    chainNotFound: 'Catena non trovata nel connettore.',
    providerRequired: 'È necessario un provider.',
    rejected: 'Hai rifiutato la richiesta.',
    pending: 'C’è già una richiesta in attesa nel tuo wallet. Apri il wallet per continuare.',
    switchUnsupported: 'Il tuo wallet non supporta il cambio di rete.',
    switchFailed: 'Impossibile cambiare rete.',
    relayUnreachable: 'Impossibile raggiungere WalletConnect. Controlla la connessione e riprova.',
    relayClosing: 'Il relay di WalletConnect continua a chiudere la connessione. Riprova.',
    relayUnauthorized: 'WalletConnect ha rifiutato l’ID progetto di questa app.',
    relayMissingProjectId: 'WalletConnect non è configurato: manca l’ID progetto (VITE_WC_PROJECT_ID).',
    noSession: 'Nessuna sessione WalletConnect.',
    connectionFailedWith: 'Connessione non riuscita: {message}',
  },
}

export default messages

import type { WalletMessages } from '../../messages'

/** Brazilian Portuguese (Português do Brasil): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: 'Abra o app {wallet}',
    openAppBody: 'Coloque {wallet} na tela inicial para acessar sua carteira mais rápido.',
    createWallet: 'Crie ou importe uma carteira',
    createWalletBody: 'Crie uma nova carteira ou importe uma existente com sua frase de recuperação.',
    tapScan: 'Toque no botão de escanear',
    tapScanBody: 'Depois de escanear, aparecerá uma solicitação para você conectar sua carteira.',
    installExtension: 'Instale a extensão {wallet}',
    installExtensionBody: 'Fixe {wallet} na barra de ferramentas para acessar sua carteira rapidamente.',
    backUpWalletBody: 'Faça backup da sua carteira de forma segura. Nunca compartilhe sua frase secreta com ninguém.',
    refreshBrowser: 'Atualize o navegador',
    refreshBrowserBody: 'Depois de configurar sua carteira, atualize esta página para carregar a extensão.',
    openAnyApp: 'Abra o app da sua carteira',
    openAnyAppBody: 'Use qualquer app de carteira compatível com WalletConnect.',
    scanAndApproveBody: 'Escaneie o código QR e aprove a conexão na sua carteira.',
    installBrave: 'Instale o navegador Brave',
    installBraveBody: 'A Brave Wallet já vem integrada: não há extensão para adicionar.',
    setUpBraveBody: 'Abra a Brave Wallet pelo menu do navegador e configure-a com um backup seguro.',
    openInBrave: 'Abra esta página no Brave',
    openInBraveBody: 'A Brave Wallet então aparecerá aqui como pronta.',
    addToYourBrowser: 'Adicionar ao seu navegador',
  },
  errors: {
    connectorNotFound: 'Conector não encontrado',
    chainNotConfigured: 'A rede “{id}” não está configurada para o conector “{connector}”.',
    noChains: 'Nenhuma rede encontrada no conector.',
    chainNotFound: 'Rede não encontrada no conector.',
    providerRequired: 'É necessário um provedor.',
    rejected: 'Você recusou a solicitação.',
    pending: 'Já há uma solicitação pendente na sua carteira. Abra a carteira para continuar.',
    switchUnsupported: 'Sua carteira não permite trocar de rede.',
    switchFailed: 'Não foi possível trocar de rede.',
    relayUnreachable: 'Não foi possível acessar o WalletConnect. Verifique sua conexão e tente novamente.',
    relayClosing: 'O relay do WalletConnect continua fechando a conexão. Tente novamente.',
    relayUnauthorized: 'O WalletConnect recusou o ID de projeto deste app.',
    relayMissingProjectId: 'O WalletConnect não está configurado: falta o ID de projeto (VITE_WC_PROJECT_ID).',
    noSession: 'Nenhuma sessão do WalletConnect.',
    connectionFailedWith: 'Falha na conexão: {message}',
  },
}

export default messages

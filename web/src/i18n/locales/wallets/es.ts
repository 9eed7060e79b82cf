import type { WalletMessages } from '../../messages'

/** Spanish (Español): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: 'Abre la app {wallet}',
    openAppBody: 'Pon {wallet} en tu pantalla de inicio para acceder más rápido a tu billetera.',
    createWallet: 'Crea o importa una billetera',
    createWalletBody: 'Crea una billetera nueva o importa una existente con tu frase de recuperación.',
    tapScan: 'Toca el botón de escanear',
    tapScanBody: 'Después de escanear, aparecerá una solicitud para conectar tu billetera.',
    installExtension: 'Instala la extensión {wallet}',
    installExtensionBody: 'Fija {wallet} en tu barra de herramientas para acceder rápido a tu billetera.',
    backUpWalletBody: 'Haz una copia de seguridad de tu billetera de forma segura. Nunca compartas tu frase secreta con nadie.',
    refreshBrowser: 'Actualiza tu navegador',
    refreshBrowserBody: 'Cuando hayas configurado tu billetera, actualiza esta página para cargar la extensión.',
    openAnyApp: 'Abre la app de tu billetera',
    openAnyAppBody: 'Usa cualquier app de billetera compatible con WalletConnect.',
    scanAndApproveBody: 'Escanea el código QR y aprueba la conexión en tu billetera.',
    installBrave: 'Instala el navegador Brave',
    installBraveBody: 'Brave Wallet viene integrada: no hay ninguna extensión que agregar.',
    setUpBraveBody: 'Abre Brave Wallet desde el menú del navegador y configúrala con una copia de seguridad segura.',
    openInBrave: 'Abre esta página en Brave',
    openInBraveBody: 'Entonces Brave Wallet aparecerá aquí como lista.',
    addToYourBrowser: 'Agregar a tu navegador',
  },
  errors: {
    connectorNotFound: 'No se encontró el conector',
    chainNotConfigured: 'La cadena “{id}” no está configurada para el conector “{connector}”.',
    noChains: 'No se encontraron cadenas en el conector.',
    chainNotFound: 'No se encontró la cadena en el conector.',
    providerRequired: 'Se requiere un proveedor.',
    rejected: 'Rechazaste la solicitud.',
    pending: 'Ya hay una solicitud pendiente en tu billetera. Ábrela para continuar.',
    switchUnsupported: 'Tu billetera no permite cambiar de red.',
    switchFailed: 'No se pudo cambiar de red.',
    relayUnreachable: 'No se pudo conectar con WalletConnect. Revisa tu conexión e inténtalo de nuevo.',
    relayClosing: 'El relay de WalletConnect cierra la conexión una y otra vez. Inténtalo de nuevo.',
    relayUnauthorized: 'WalletConnect rechazó el ID de proyecto de esta app.',
    relayMissingProjectId: 'WalletConnect no está configurado: falta el ID de proyecto (VITE_WC_PROJECT_ID).',
    noSession: 'No hay ninguna sesión de WalletConnect.',
    connectionFailedWith: 'Error de conexión: {message}',
  },
}

export default messages

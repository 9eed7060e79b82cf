import type { WalletMessages } from '../../messages'

/** Russian (Русский): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: 'Откройте приложение {wallet}',
    openAppBody: 'Добавьте {wallet} на главный экран, чтобы быстрее открывать кошелёк.',
    createWallet: 'Создайте или импортируйте кошелёк',
    createWalletBody: 'Создайте новый кошелёк или импортируйте существующий с помощью фразы восстановления.',
    tapScan: 'Нажмите кнопку сканирования',
    tapScanBody: 'После сканирования появится запрос на подключение кошелька.',
    installExtension: 'Установите расширение {wallet}',
    installExtensionBody: 'Закрепите {wallet} на панели инструментов для быстрого доступа к кошельку.',
    backUpWalletBody: 'Сделайте надёжную резервную копию кошелька. Никому не сообщайте секретную фразу.',
    refreshBrowser: 'Обновите страницу',
    refreshBrowserBody: 'Когда кошелёк будет настроен, обновите эту страницу, чтобы загрузить расширение.',
    openAnyApp: 'Откройте приложение кошелька',
    openAnyAppBody: 'Подойдёт любое приложение кошелька с поддержкой WalletConnect.',
    scanAndApproveBody: 'Отсканируйте QR-код и одобрите подключение в кошельке.',
    installBrave: 'Установите браузер Brave',
    installBraveBody: 'Brave Wallet встроен в браузер: добавлять расширение не нужно.',
    setUpBraveBody: 'Откройте Brave Wallet из меню браузера и настройте его, сохранив резервную копию.',
    openInBrave: 'Откройте эту страницу в Brave',
    openInBraveBody: 'Тогда Brave Wallet будет здесь готов к подключению.',
    addToYourBrowser: 'Добавить в ваш браузер',
  },
  errors: {
    connectorNotFound: 'Коннектор не найден',
    chainNotConfigured: 'Сеть «{id}» не настроена для коннектора «{connector}».',
    noChains: 'У коннектора нет сетей.',
    chainNotFound: 'Сеть не найдена у коннектора.',
    providerRequired: 'Нужен провайдер.',
    rejected: 'Вы отклонили запрос.',
    pending: 'В кошельке уже ждёт запрос. Откройте кошелёк, чтобы продолжить.',
    switchUnsupported: 'Кошелёк не поддерживает смену сети.',
    switchFailed: 'Не удалось сменить сеть.',
    relayUnreachable: 'Не удалось связаться с WalletConnect. Проверьте подключение и попробуйте ещё раз.',
    relayClosing: 'Ретранслятор WalletConnect постоянно закрывает соединение. Попробуйте ещё раз.',
    relayUnauthorized: 'WalletConnect отклонил ID проекта этого приложения.',
    relayMissingProjectId: 'WalletConnect не настроен: нет ID проекта (VITE_WC_PROJECT_ID).',
    noSession: 'Нет сеанса WalletConnect.',
    connectionFailedWith: 'Не удалось подключиться: {message}',
  },
}

export default messages

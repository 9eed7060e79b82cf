import type { WalletMessages } from '../../messages'

/** Arabic (العربية): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: 'افتح تطبيق {wallet}',
    openAppBody: 'أضف {wallet} إلى شاشتك الرئيسية للوصول إلى محفظتك بسرعة أكبر.',
    createWallet: 'أنشئ محفظة أو استوردها',
    createWalletBody: 'أنشئ محفظة جديدة أو استورد محفظة موجودة بعبارة الاسترداد.',
    tapScan: 'اضغط على زر المسح',
    tapScanBody: 'بعد المسح، سيظهر طلب اتصال لربط محفظتك.',
    installExtension: 'ثبّت إضافة {wallet}',
    installExtensionBody: 'أضف {wallet} إلى شريط الأدوات للوصول السريع إلى محفظتك.',
    backUpWalletBody: 'انسخ محفظتك احتياطيًا بطريقة آمنة. لا تشارك عبارتك السرية مع أي أحد أبدًا.',
    refreshBrowser: 'حدّث متصفحك',
    refreshBrowserBody: 'بعد إعداد محفظتك، حدّث هذه الصفحة لتحميل الإضافة.',
    openAnyApp: 'افتح تطبيق محفظتك',
    openAnyAppBody: 'استخدم أي تطبيق محفظة يدعم WalletConnect.',
    scanAndApproveBody: 'امسح رمز QR ووافق على الاتصال في محفظتك.',
    installBrave: 'ثبّت متصفح Brave',
    installBraveBody: 'Brave Wallet مدمجة في المتصفح: لا توجد إضافة لتثبيتها.',
    setUpBraveBody: 'افتح Brave Wallet من قائمة المتصفح وأعدّها مع نسخة احتياطية آمنة.',
    openInBrave: 'افتح هذه الصفحة في Brave',
    openInBraveBody: 'بعدها ستظهر Brave Wallet هنا جاهزة.',
    addToYourBrowser: 'إضافة إلى متصفحك',
  },
  errors: {
    connectorNotFound: 'لم يتم العثور على الموصّل',
    chainNotConfigured: 'السلسلة "{id}" غير مهيأة للموصّل "{connector}".',
    noChains: 'لا توجد سلاسل في الموصّل.',
    chainNotFound: 'لم يتم العثور على السلسلة في الموصّل.',
    providerRequired: 'يلزم وجود مزوّد.',
    rejected: 'لقد رفضت الطلب.',
    pending: 'يوجد طلب معلّق بالفعل في محفظتك. افتح محفظتك للمتابعة.',
    switchUnsupported: 'لا تدعم محفظتك تبديل الشبكة.',
    switchFailed: 'تعذر تبديل الشبكة.',
    relayUnreachable: 'تعذر الوصول إلى WalletConnect. تحقق من اتصالك وأعد المحاولة.',
    relayClosing: 'يستمر مرحّل WalletConnect في إغلاق الاتصال. أعد المحاولة.',
    relayUnauthorized: 'رفض WalletConnect معرّف المشروع لهذا التطبيق.',
    relayMissingProjectId: 'لم يتم إعداد WalletConnect: معرّف المشروع مفقود (VITE_WC_PROJECT_ID).',
    noSession: 'لا توجد جلسة WalletConnect.',
    connectionFailedWith: 'فشل الاتصال: {message}',
  },
}

export default messages

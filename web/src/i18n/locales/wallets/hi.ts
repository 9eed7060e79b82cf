import type { WalletMessages } from '../../messages'

/** Hindi (हिन्दी): wallet setup steps and wallet errors. */
const messages: WalletMessages = {
  setup: {
    openApp: '{wallet} ऐप खोलें',
    openAppBody: 'वॉलेट तक जल्दी पहुंचने के लिए {wallet} को होम स्क्रीन पर रखें।',
    createWallet: 'वॉलेट बनाएं या इंपोर्ट करें',
    createWalletBody: 'नया वॉलेट बनाएं या रिकवरी फ्रेज़ से मौजूदा वॉलेट इंपोर्ट करें।',
    tapScan: 'स्कैन बटन पर टैप करें',
    tapScanBody: 'स्कैन करने के बाद, वॉलेट कनेक्ट करने का अनुरोध दिखेगा।',
    installExtension: '{wallet} एक्सटेंशन इंस्टॉल करें',
    installExtensionBody: 'वॉलेट तक जल्दी पहुंचने के लिए {wallet} को टूलबार पर पिन करें।',
    backUpWalletBody: 'अपने वॉलेट का सुरक्षित तरीके से बैकअप लें। अपना सीक्रेट फ्रेज़ कभी किसी से साझा न करें।',
    refreshBrowser: 'ब्राउज़र रीफ़्रेश करें',
    refreshBrowserBody: 'वॉलेट सेट अप करने के बाद, एक्सटेंशन लोड करने के लिए यह पेज रीफ़्रेश करें।',
    openAnyApp: 'अपना वॉलेट ऐप खोलें',
    openAnyAppBody: 'WalletConnect को सपोर्ट करने वाला कोई भी वॉलेट ऐप इस्तेमाल करें।',
    scanAndApproveBody: 'QR कोड स्कैन करें और वॉलेट में कनेक्शन स्वीकार करें।',
    installBrave: 'Brave ब्राउज़र इंस्टॉल करें',
    installBraveBody: 'Brave Wallet ब्राउज़र में पहले से है: कोई एक्सटेंशन नहीं जोड़ना है।',
    setUpBraveBody: 'ब्राउज़र मेन्यू से Brave Wallet खोलें और सुरक्षित बैकअप के साथ सेट अप करें।',
    openInBrave: 'यह पेज Brave में खोलें',
    openInBraveBody: 'फिर Brave Wallet यहां तैयार दिखेगा।',
    addToYourBrowser: 'अपने ब्राउज़र में जोड़ें',
  },
  errors: {
    connectorNotFound: 'कनेक्टर नहीं मिला',
    chainNotConfigured: 'चेन "{id}" कनेक्टर "{connector}" के लिए कॉन्फ़िगर नहीं है।',
    noChains: 'कनेक्टर में कोई चेन नहीं मिली।',
    chainNotFound: 'कनेक्टर में चेन नहीं मिली।',
    providerRequired: 'प्रोवाइडर ज़रूरी है।',
    rejected: 'आपने अनुरोध अस्वीकार कर दिया।',
    pending: 'आपके वॉलेट में एक अनुरोध पहले से लंबित है। जारी रखने के लिए वॉलेट खोलें।',
    switchUnsupported: 'आपका वॉलेट नेटवर्क बदलने का समर्थन नहीं करता।',
    switchFailed: 'नेटवर्क नहीं बदला जा सका।',
    relayUnreachable: 'WalletConnect से संपर्क नहीं हो सका। अपना कनेक्शन जांचें और फिर कोशिश करें।',
    relayClosing: 'WalletConnect रिले बार-बार कनेक्शन बंद कर रहा है। फिर कोशिश करें।',
    relayUnauthorized: 'WalletConnect ने इस ऐप का प्रोजेक्ट ID अस्वीकार कर दिया।',
    relayMissingProjectId: 'WalletConnect सेट अप नहीं है: प्रोजेक्ट ID नहीं है (VITE_WC_PROJECT_ID)।',
    noSession: 'कोई WalletConnect सेशन नहीं है।',
    connectionFailedWith: 'कनेक्शन नहीं हो सका: {message}',
  },
}

export default messages

import type { WalletConnectMessageKey } from './en';

/** Hindi: every string of the plugin. */
export const hi: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'WalletConnect को सपोर्ट करने वाले फ़ोन वॉलेट से यह कोड स्कैन करें।',
  'wc.qrLabel': 'WalletConnect QR कोड',
  'wc.copy': 'लिंक कॉपी करें',
  'wc.copied': 'लिंक कॉपी हो गया',
  'wc.copyFailed': 'लिंक कॉपी नहीं हो सका। इसके बजाय कोड स्कैन करें।',
  'wc.open': '{name} खोलें',
  'wc.openApp': 'ऐप में खोलें',
  'wc.openBrowser': 'ब्राउज़र में खोलें',
  'wc.openDesktop': 'डेस्कटॉप ऐप खोलें',
  'wc.continueIn': '{name} में जारी रखें',
  'wc.newTab': '(नए टैब में खुलता है)',
  'wc.preparing': 'कनेक्शन तैयार किया जा रहा है…',
  'wc.expiring': 'नया कोड लिया जा रहा है…',
  'wc.noChains': 'इस ऐप में WalletConnect के पास कनेक्ट करने के लिए कोई चेन नहीं है।',
  'wc.failed': 'कनेक्शन विफल रहा',
  'wc.retry': 'फिर से कोशिश करें',
  'wc.declined': 'कनेक्शन अस्वीकार किया गया',
  'wc.declinedHint': 'वॉलेट में अनुरोध अस्वीकार कर दिया गया। आप फिर से कोशिश कर सकते हैं।',
  'wc.basicIntro': 'WalletConnect से वॉलेट कनेक्ट करें।',
  'wc.connector': 'WalletConnect',
};

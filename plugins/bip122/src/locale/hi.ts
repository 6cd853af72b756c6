import type { Bip122MessageKey } from './en';

/** Hindi: every string of the plugin. */
export const hi: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'खाता',
  'bip122.request.protocol': 'हस्ताक्षर का प्रकार',
  'bip122.request.recipients': 'प्राप्तकर्ता',
  'bip122.request.recipient': 'प्राप्तकर्ता',
  'bip122.request.inputs': 'इनपुट',
  'bip122.request.outputs': 'आउटपुट',
  'bip122.request.toSign': 'हस्ताक्षर के लिए इनपुट',
  'bip122.request.paidOut': 'भुगतान की गई राशि',
  'bip122.accounts.entry': 'Bitcoin खाते',
  'bip122.accounts.title': 'Bitcoin खाते',
  'bip122.accounts.intro': 'वह पता चुनें जिसका यह साइट इस्तेमाल करे। पेमेंट पते में आपके बिटकॉइन रहते हैं; Ordinals पते में इंस्क्रिप्शन रहते हैं।',
  'bip122.accounts.list': 'आपके Bitcoin खाते',
  'bip122.accounts.payment': 'पेमेंट',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'इस्तेमाल में',
  'bip122.accounts.selected': 'अब आपका {type} पता इस्तेमाल हो रहा है।',
  'bip122.accounts.failed': 'खाता नहीं बदला जा सका। फिर से कोशिश करें।',
  'bip122.accounts.none': 'खाता चुनने के लिए Bitcoin वॉलेट कनेक्ट करें।',
};

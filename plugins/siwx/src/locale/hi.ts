import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** hi: the sign-in view's strings. */
export const hi: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'साइन इन करें',
  'siwx.intro': '{name} चाहता है कि आप यह साबित करने के लिए अपने वॉलेट से साइन इन करें कि यह खाता आपका है।',
  'siwx.sign': 'साइन इन करें',
  'siwx.cancel': 'रद्द करें',
  'siwx.signing': 'अपने वॉलेट में संदेश पर हस्ताक्षर करें…',
  'siwx.error': 'संदेश पर हस्ताक्षर करने में त्रुटि',
};

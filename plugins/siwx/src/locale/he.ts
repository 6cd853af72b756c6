import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** he: the sign-in view's strings. */
export const he: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'כניסה',
  'siwx.intro': '{name} מבקש כניסה עם הארנק כדי לאמת שהחשבון הזה בבעלותך.',
  'siwx.sign': 'כניסה',
  'siwx.cancel': 'ביטול',
  'siwx.signing': 'יש לחתום על ההודעה בארנק…',
  'siwx.error': 'שגיאה בחתימה על ההודעה',
};

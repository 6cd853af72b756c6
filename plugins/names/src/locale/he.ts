import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Hebrew (right-to-left): every string of the plugin (views and titles). */
export const he: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'בחירת שם',
  'names.intro': 'אפשר לבחור שם לחשבון. אפליקציות שתומכות בשמות {suffix} יציגו אותו במקום הכתובת שלך.',
  'names.label': 'שם',
  'names.hint': 'אותיות, ספרות ומקפים, לפחות 4 תווים.',
  'names.preview': 'השם שלך: {name}',
  'names.invalid': 'יש להשתמש באותיות, ספרות ומקפים, לפחות 4 תווים.',
  'names.checking': 'בודק את {name}…',
  'names.available': '{name} פנוי',
  'names.taken': '{name} תפוס',
  'names.suggestions': 'הצעות',
  'names.suggestions.loading': 'טוען הצעות…',
  'names.suggestion.available': 'פנוי',
  'names.suggestion.taken': 'תפוס',
  'names.register': 'רישום',
  'names.registering': 'רושם את {name}…',
  'names.signHint': 'כדי לרשום את השם, יש לאשר את ההודעה בארנק.',
  'names.yours': 'השמות שבבעלותך',
  'names.error.resolve': 'שגיאה בפענוח השם',
  'names.error.suggestions': 'שגיאה באחזור הצעות לשמות',
  'names.error.names': 'שגיאה באחזור השמות של הכתובת',
  'names.error.register': 'שגיאה ברישום השם {name}',
  'names.unavailable': 'שמות מיועדים לחשבונות EVM. כדי לבחור שם, יש לחבר ארנק EVM.',
  'names.success.title': '{name} שלך',
  'names.success.body': 'החשבון שלך מציג עכשיו את השם הזה.',
  'names.success.done': 'חזרה לחשבון',
  'names.entry': 'בחירת שם',
  'names.title.register': 'בחירת שם',
  'names.title.success': 'השם נרשם',
};

import type { Bip122MessageKey } from './en';

/** Hebrew (right-to-left): every string of the plugin. */
export const he: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'חשבון',
  'bip122.request.protocol': 'סוג חתימה',
  'bip122.request.recipients': 'נמענים',
  'bip122.request.recipient': 'נמען',
  'bip122.request.inputs': 'קלטים',
  'bip122.request.outputs': 'פלטים',
  'bip122.request.toSign': 'קלטים לחתימה',
  'bip122.request.paidOut': 'שולם',
  'bip122.accounts.entry': 'חשבונות Bitcoin',
  'bip122.accounts.title': 'חשבונות Bitcoin',
  'bip122.accounts.intro': 'יש לבחור את הכתובת שהאתר הזה ישתמש בה. כתובת התשלום מחזיקה את הביטקוין שלך; כתובת ה-Ordinals מחזיקה את האינסקריפשנים.',
  'bip122.accounts.list': 'חשבונות ה-Bitcoin שלך',
  'bip122.accounts.payment': 'תשלום',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'בשימוש',
  'bip122.accounts.selected': 'כתובת ה{type} שלך בשימוש עכשיו.',
  'bip122.accounts.failed': 'לא ניתן היה להחליף חשבון. אפשר לנסות שוב.',
  'bip122.accounts.none': 'כדי לבחור חשבון, יש לחבר ארנק Bitcoin.',
};

import type { Bip122MessageKey } from './en';

/** Arabic (right-to-left): every string of the plugin. */
export const ar: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'الحساب',
  'bip122.request.protocol': 'نوع التوقيع',
  'bip122.request.recipients': 'المستلمون',
  'bip122.request.recipient': 'المستلم',
  'bip122.request.inputs': 'المدخلات',
  'bip122.request.outputs': 'المخرجات',
  'bip122.request.toSign': 'المدخلات المطلوب توقيعها',
  'bip122.request.paidOut': 'المبلغ المدفوع',
  'bip122.accounts.entry': 'حسابات بيتكوين',
  'bip122.accounts.title': 'حسابات بيتكوين',
  'bip122.accounts.intro': 'اختر العنوان الذي يستخدمه هذا الموقع. حساب الدفع يحفظ عملات بيتكوين، وحساب Ordinals يحفظ النقوش.',
  'bip122.accounts.list': 'حسابات بيتكوين الخاصة بك',
  'bip122.accounts.payment': 'الدفع',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'قيد الاستخدام',
  'bip122.accounts.selected': 'يُستخدم الآن عنوان {type}.',
  'bip122.accounts.failed': 'تعذّر تبديل الحساب. حاول مرة أخرى.',
  'bip122.accounts.none': 'اربط محفظة بيتكوين لاختيار حساب.',
};

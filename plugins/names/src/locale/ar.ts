import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Arabic (right-to-left). Names and suffixes stay as written (left-to-right). */
export const ar: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'اختر اسمًا',
  'names.intro': 'اختر اسمًا لحسابك. تعرضه التطبيقات التي تدعم أسماء {suffix} بدلًا من عنوانك.',
  'names.label': 'الاسم',
  'names.hint': 'أحرف وأرقام وشرطات، 4 أحرف على الأقل.',
  'names.preview': 'اسمك: {name}',
  'names.invalid': 'استخدم الأحرف والأرقام والشرطات، 4 أحرف على الأقل.',
  'names.checking': 'جارٍ التحقق من {name}…',
  'names.available': '{name} متاح',
  'names.taken': '{name} محجوز',
  'names.suggestions': 'اقتراحات',
  'names.suggestions.loading': 'جارٍ تحميل الاقتراحات…',
  'names.suggestion.available': 'متاح',
  'names.suggestion.taken': 'محجوز',
  'names.register': 'تسجيل',
  'names.registering': 'جارٍ تسجيل {name}…',
  'names.signHint': 'وافق على الرسالة في محفظتك لتسجيل الاسم.',
  'names.yours': 'أسماؤك',
  'names.error.resolve': 'خطأ في تحليل الاسم',
  'names.error.suggestions': 'خطأ في جلب اقتراحات الأسماء',
  'names.error.names': 'خطأ في جلب أسماء العنوان',
  'names.error.register': 'خطأ في تسجيل الاسم {name}',
  'names.unavailable': 'الأسماء لحسابات EVM. اربط محفظة EVM لتختار اسمًا.',
  'names.success.title': '{name} أصبح لك',
  'names.success.body': 'يعرض حسابك هذا الاسم الآن.',
  'names.success.done': 'العودة إلى حسابك',
  'names.entry': 'اختر اسمًا',
  'names.title.register': 'اختر اسمًا',
  'names.title.success': 'تم تسجيل الاسم',
};

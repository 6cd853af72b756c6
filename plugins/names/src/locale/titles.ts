// The only strings on the page's load path: what the kit shows before a view's chunk has loaded
// (view titles in the modal header, the Account view's entry). Everything the views say rides
// with them (views/useNamesT.ts).

const en = {
  'names.entry': 'Choose a name',
  'names.title.register': 'Choose a name',
  'names.title.success': 'Name registered',
};

export type NamesTitleKey = keyof typeof en;

const ar: Record<NamesTitleKey, string> = {
  'names.entry': 'اختر اسمًا',
  'names.title.register': 'اختر اسمًا',
  'names.title.success': 'تم تسجيل الاسم',
};

/** A fresh bundle per plugin instance: two kits never share a mutable object. */
export const titles = () => ({ en: { ...en }, ar: { ...ar } });

// The only strings on the page's load path: what the kit shows before a view's chunk has loaded
// (view titles in the modal header, the Account view's entry). Everything the views say rides
// with them (views/useSwapsT.ts).

const en = {
  'swaps.entry.swap': 'Swap',
  'swaps.title.swap': 'Swap',
  'swaps.title.selectToken': 'Select a token',
  'swaps.title.preview': 'Review swap',
  'swaps.title.result': 'Swap',
};

export type SwapsTitleKey = keyof typeof en;

const ar: Record<SwapsTitleKey, string> = {
  'swaps.entry.swap': 'مبادلة',
  'swaps.title.swap': 'مبادلة',
  'swaps.title.selectToken': 'اختر رمزًا مميزًا',
  'swaps.title.preview': 'مراجعة المبادلة',
  'swaps.title.result': 'مبادلة',
};

/** A fresh bundle per plugin instance: two kits never share a mutable object. */
export const titles = () => ({ en: { ...en }, ar: { ...ar } });

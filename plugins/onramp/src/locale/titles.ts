// The only strings on the page's load path: what the kit shows before a view's chunk has loaded
// (view titles in the modal header, the Account view's entry). Everything the views say rides
// with them (views/useOnrampT.ts).

const en = {
  'onramp.entry.buy': 'Buy crypto',
  'onramp.title.buy': 'Buy crypto',
  'onramp.title.purchase': 'Your purchase',
};

export type OnrampTitleKey = keyof typeof en;

const ar: Record<OnrampTitleKey, string> = {
  'onramp.entry.buy': 'شراء العملات الرقمية',
  'onramp.title.buy': 'شراء العملات الرقمية',
  'onramp.title.purchase': 'عملية الشراء',
};

/** A fresh bundle per plugin instance: two kits never share a mutable object. */
export const titles = () => ({ en: { ...en }, ar: { ...ar } });

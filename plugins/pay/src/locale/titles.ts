// The only strings on the page's load path: the view titles the modal header shows before a
// view's chunk has loaded. Everything the views say rides with them (views/usePayT.ts).

const en = {
  'pay.title.request': 'Pay',
  'pay.title.status': 'Payment',
};

export type PayTitleKey = keyof typeof en;

const ar: Record<PayTitleKey, string> = {
  'pay.title.request': 'الدفع',
  'pay.title.status': 'عملية الدفع',
};

/** A fresh bundle per plugin instance: two kits never share a mutable object. */
export const titles = () => ({ en: { ...en }, ar: { ...ar } });

// The only strings on the page's load path: what the kit shows before a view's chunk has loaded
// (view titles in the modal header, the Account view's entries). Everything the views say rides
// with them (views/useSendT.ts).

const en = {
  'send.entry.send': 'Send',
  'send.entry.receive': 'Receive',
  'send.entry.tokens': 'Tokens',
  'send.title.send': 'Send',
  'send.title.selectToken': 'Select Token',
  'send.title.preview': 'Review Send',
  'send.title.receive': 'Receive',
  'send.title.tokens': 'Tokens',
};

export type SendTitleKey = keyof typeof en;

const ar: Record<SendTitleKey, string> = {
  'send.entry.send': 'إرسال',
  'send.entry.receive': 'استلام',
  'send.entry.tokens': 'الرموز المميّزة',
  'send.title.send': 'إرسال',
  'send.title.selectToken': 'اختر الرمز المميّز',
  'send.title.preview': 'مراجعة الإرسال',
  'send.title.receive': 'استلام',
  'send.title.tokens': 'الرموز المميّزة',
};

/** A fresh bundle per plugin instance: two kits never share a mutable object. */
export const titles = () => ({ en: { ...en }, ar: { ...ar } });

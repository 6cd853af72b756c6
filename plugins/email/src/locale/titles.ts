// The only strings on the page's load path: what the kit shows before a view's chunk has loaded
// (view titles in the modal header, the Account view's entry, the Connect view's method name).
// Everything the views say rides with them (views/useEmailT.ts).

const en = {
  'email.method': 'Email',
  'email.title.login': 'Continue with Email',
  'email.title.verifyOtp': 'Confirm Email',
  'email.title.verifyDevice': 'Register Device',
  'email.title.update': 'Change Email',
  'email.update.entry': 'Update email',
};

export type EmailTitleKey = keyof typeof en;

const ar: Record<EmailTitleKey, string> = {
  'email.method': 'البريد الإلكتروني',
  'email.title.login': 'المتابعة بالبريد الإلكتروني',
  'email.title.verifyOtp': 'تأكيد البريد الإلكتروني',
  'email.title.verifyDevice': 'تسجيل الجهاز',
  'email.title.update': 'تغيير البريد الإلكتروني',
  'email.update.entry': 'تحديث البريد الإلكتروني',
};

/** A fresh bundle per plugin instance: two kits never share a mutable object. */
export const titles = () => ({ en: { ...en }, ar: { ...ar } });

// The only strings on the page's load path: what the kit shows before a view's chunk has loaded
// (view titles in the modal header, the Connect view's method name). Everything the views say
// rides with them (views/useSocialsT.ts).

const en = {
  'socials.method': 'Social login',
  'socials.title.all': 'All socials',
  'socials.title.connecting': 'Social login',
  'socials.title.farcaster': 'Sign in with Farcaster',
};

export type SocialsTitleKey = keyof typeof en;

const ar: Record<SocialsTitleKey, string> = {
  'socials.method': 'تسجيل الدخول عبر حساب اجتماعي',
  'socials.title.all': 'كل الحسابات الاجتماعية',
  'socials.title.connecting': 'تسجيل الدخول عبر حساب اجتماعي',
  'socials.title.farcaster': 'تسجيل الدخول عبر Farcaster',
};

/** A fresh bundle per plugin instance: two kits never share a mutable object. */
export const titles = () => ({ en: { ...en }, ar: { ...ar } });

import { load } from './load.generated';

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

/**
 * The plugin's `locale`: English inline, a fresh object per plugin instance (two kits never share a
 * mutable one); every other locale (its titles and its views' strings) a chunk fetched when that
 * locale is shown.
 */
export const titles = () => ({ en: { ...en }, load });

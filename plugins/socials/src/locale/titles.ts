import { load } from './load.generated';

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

/**
 * The plugin's `locale`: English inline, a fresh object per plugin instance (two kits never share a
 * mutable one); every other locale (its titles and its views' strings) a chunk fetched when that
 * locale is shown.
 */
export const titles = () => ({ en: { ...en }, load });

import { load } from './load.generated';

// The only string on the page's load path: the sign-in view's title in the modal header, shown
// before the view's chunk has loaded. Everything the view says rides with it (views/useSiwxT.ts).

const en = {
  'siwx.title': 'Sign In',
};

export type SiwxTitleKey = keyof typeof en;

/**
 * The plugin's `locale`: English inline, a fresh object per plugin instance; every other locale
 * (its title and the view's strings) a chunk fetched when that locale is shown.
 */
export const titles = () => ({ en: { ...en }, load });

import { load } from './load.generated';

// The only strings on the page's load path: what the kit shows before the view's chunk has loaded
// (the view's title in the modal header, the Account view's entry). Everything the view says rides
// with it (views/useActivityT.ts).

const en = {
  'activity.entry': 'Activity',
  'activity.title': 'Activity',
};

export type ActivityTitleKey = keyof typeof en;

/**
 * The plugin's `locale`: English inline, a fresh object per plugin instance (two kits never share a
 * mutable one); every other locale (its titles and its views' strings) a chunk fetched when that
 * locale is shown.
 */
export const titles = () => ({ en: { ...en }, load });

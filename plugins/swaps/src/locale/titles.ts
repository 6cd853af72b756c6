import { load } from './load.generated';

// The only strings on the page's load path: what the kit shows before a view's chunk has loaded
// (view titles in the modal header, the Account view's entry). Everything the views say rides
// with them (views/useSwapsT.ts).

const en = {
  'swaps.entry.swap': 'Swap',
  'swaps.title.swap': 'Swap',
  'swaps.title.selectToken': 'Select a token',
  'swaps.title.preview': 'Review swap',
  'swaps.title.result': 'Swap complete',
  'swaps.title.failed': 'Swap failed',
};

export type SwapsTitleKey = keyof typeof en;

/**
 * The plugin's `locale`: English inline, a fresh object per plugin instance (two kits never share a
 * mutable one); every other locale (its titles and its views' strings) a chunk fetched when that
 * locale is shown.
 */
export const titles = () => ({ en: { ...en }, load });

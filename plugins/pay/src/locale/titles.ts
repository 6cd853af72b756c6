import { load } from './load.generated';

// The only strings on the page's load path: the view titles the modal header shows before a
// view's chunk has loaded. Everything the views say rides with them (views/usePayT.ts).

const en = {
  'pay.title.request': 'Pay',
  'pay.title.status': 'Payment',
};

export type PayTitleKey = keyof typeof en;

/**
 * The plugin's `locale`: English inline, a fresh object per plugin instance (two kits never share a
 * mutable one); every other locale (its titles and its views' strings) a chunk fetched when that
 * locale is shown.
 */
export const titles = () => ({ en: { ...en }, load });

import { load } from './load.generated';

// The only strings on the page's load path: the connecting views' titles in the modal header,
// shown before the view's chunk has loaded. Everything the views say rides with them
// (views/useWcT.ts).

const en = {
  'wc.title': 'WalletConnect',
  'wc.basicTitle': 'Connect Wallet',
};

export type WalletConnectTitleKey = keyof typeof en;

/**
 * The plugin's `locale`: English inline, a fresh object per plugin instance (two kits never share a
 * mutable one); every other locale (its titles and its views' strings) a chunk fetched when that
 * locale is shown.
 */
export const titles = () => ({ en: { ...en }, load });

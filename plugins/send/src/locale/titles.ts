import { load } from './load.generated';

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
  'send.title.sent': 'Transfer sent',
  'send.title.receive': 'Receive',
  'send.title.tokens': 'Tokens',
};

export type SendTitleKey = keyof typeof en;

/**
 * The plugin's `locale`: English inline, a fresh object per plugin instance (two kits never share a
 * mutable one); every other locale (its titles and its views' strings) a chunk fetched when that
 * locale is shown.
 */
export const titles = () => ({ en: { ...en }, load });

import { load } from './load.generated';

// The only strings on the page's load path: what the kit shows before a view's chunk has loaded
// (view titles in the modal header, the Account view's entry). Everything the views say rides
// with them (views/useNamesT.ts).

const en = {
  'names.entry': 'Choose a name',
  'names.title.register': 'Choose a name',
  'names.title.success': 'Name registered',
};

export type NamesTitleKey = keyof typeof en;

/**
 * The plugin's `locale`: English inline, a fresh object per plugin instance (two kits never share a
 * mutable one); every other locale (its titles and its views' strings) a chunk fetched when that
 * locale is shown.
 */
export const titles = () => ({ en: { ...en }, load });

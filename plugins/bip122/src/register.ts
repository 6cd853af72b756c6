import type { Bip122Api } from './types';
import type { Bip122MessageKey } from './locale/en';

// Types `kit.plugin('bip122')`, the plugin's view and its message keys for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    bip122: Bip122Api;
  }
  interface PluginViews {
    BitcoinAccounts: true;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PluginMessages extends Record<Bip122MessageKey, true> {}
}

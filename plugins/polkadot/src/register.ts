import type { PolkadotApi } from './types';

// Types `kit.plugin('polkadot')` and the plugin's message keys for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    polkadot: PolkadotApi;
  }
  interface PluginMessages {
    'polkadot.request.account': true;
    'polkadot.request.network': true;
    'polkadot.request.call': true;
    'polkadot.request.nonce': true;
    'polkadot.request.tip': true;
  }
}

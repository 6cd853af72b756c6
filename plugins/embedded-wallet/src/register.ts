import type { EmbeddedWalletApi, EmbeddedWalletState } from './types';

// Types `kit.plugin('embedded-wallet')` and its state for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    'embedded-wallet': EmbeddedWalletApi;
  }
  interface PluginStates {
    'embedded-wallet': EmbeddedWalletState;
  }
}

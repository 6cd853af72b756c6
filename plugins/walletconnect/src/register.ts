import type { WalletConnectApi, WalletConnectState } from './types';
import type { WalletConnectMessageKey } from './locale/en';

// Types `kit.plugin('walletconnect')`, its state and strings for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    walletconnect: WalletConnectApi;
  }
  interface PluginStates {
    walletconnect: WalletConnectState;
  }
  interface PluginMessages extends Record<WalletConnectMessageKey, true> {}
}

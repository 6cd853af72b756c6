import type { WalletConnectApi, WalletConnectState } from './types';

// Types `kit.plugin('walletconnect')` and its state for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    walletconnect: WalletConnectApi;
  }
  interface PluginStates {
    walletconnect: WalletConnectState;
  }
}

import type { DirectoryWalletParams } from '@latchkey/kernel';
import type { WalletConnectApi, WalletConnectState } from './types';

// Types `kit.plugin('walletconnect')`, its state, its views (and their params) and the keys of
// its page-side strings for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    walletconnect: WalletConnectApi;
  }
  interface PluginStates {
    walletconnect: WalletConnectState;
  }
  interface PluginViews {
    /** A directory wallet (SPEC §3 entry id and name) the visitor picked, its image and its links; none: any wallet by QR code. */
    ConnectingWalletConnect: DirectoryWalletParams;
    ConnectingWalletConnectBasic: { walletId?: string; name?: string };
  }
  interface PluginMessages {
    'wc.title': true;
    'wc.basicTitle': true;
  }
}

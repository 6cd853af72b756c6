import type { SendApi, SendState, TokenBalance } from './types';

// Types `kit.plugin('send')`, the plugin's state slice, its views and the keys of its page-side
// strings for every app that imports this package.
declare module '@latchkey/kernel' {
  /** Its feature flag(s): `createKit({ features })`, `kit.getState().features`. */
  interface PluginFeatures {
    send: boolean;
    receive: boolean;
  }
  interface PluginApis {
    send: SendApi;
  }
  interface PluginStates {
    send: SendState;
  }
  interface PluginViews {
    /** Opened with a token, the form starts with it. */
    WalletSend: { token?: TokenBalance };
    WalletSendSelectToken: true;
    WalletSendPreview: true;
    WalletSendSuccess: true;
    WalletReceive: true;
    WalletTokens: true;
  }
  interface PluginMessages {
    'send.entry.send': true;
    'send.entry.receive': true;
    'send.entry.tokens': true;
    'send.title.send': true;
    'send.title.selectToken': true;
    'send.title.preview': true;
    'send.title.sent': true;
    'send.title.receive': true;
    'send.title.tokens': true;
  }
}

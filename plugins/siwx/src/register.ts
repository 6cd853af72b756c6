import type { SIWXSession } from '@latchkey/kernel';
import type { SiwxApi, SiwxState } from './types';

// Types `kit.plugin('siwx')`, its state slice, its view, its event and its page-side string for
// every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    siwx: SiwxApi;
  }
  interface PluginStates {
    siwx: SiwxState;
  }
  interface PluginViews {
    SIWXSignMessage: true;
  }
  interface PluginEvents {
    /** The visitor signed in: the session the dapp now holds. */
    'siwx:signedIn': { session: SIWXSession };
  }
  interface PluginMessages {
    'siwx.title': true;
  }
}

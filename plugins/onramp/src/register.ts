import type { OnrampApi, OnrampState } from './types';

// Types `kit.plugin('onramp')`, the plugin's state slice, its views and the keys of its page-side
// strings for every app that imports this package.
declare module '@latchkey/kernel' {
  /** Its feature flag(s): `createKit({ features })`, `kit.getState().features`. */
  interface PluginFeatures {
    onramp: string[] | false;
  }
  interface PluginApis {
    onramp: OnrampApi;
  }
  interface PluginStates {
    onramp: OnrampState;
  }
  interface PluginViews {
    OnRampProviders: true;
    OnRampPurchase: true;
  }
  interface PluginMessages {
    'onramp.entry.buy': true;
    'onramp.title.buy': true;
    'onramp.title.purchase': true;
  }
}

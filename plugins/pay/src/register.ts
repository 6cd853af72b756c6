import type { PayApi, PayState, PayStatusEvent } from './types';

// Types `kit.plugin('pay')`, the plugin's state slice, its event, its views and the keys of its
// page-side strings for every app that imports this package.
declare module '@latchkey/kernel' {
  /** Its feature flag(s): `createKit({ features })`, `kit.getState().features`. */
  interface PluginFeatures {
    pay: boolean;
  }
  interface PluginApis {
    pay: PayApi;
  }
  interface PluginStates {
    pay: PayState;
  }
  interface PluginEvents {
    'pay:status': PayStatusEvent;
  }
  interface PluginViews {
    PayRequest: true;
    PayStatus: true;
  }
  interface PluginMessages {
    'pay.title.request': true;
    'pay.title.status': true;
  }
}

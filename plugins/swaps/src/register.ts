import type { SwapsApi, SwapsState } from './types';

// Types `kit.plugin('swaps')`, the plugin's state slice, its views and the keys of its page-side
// strings for every app that imports this package.
declare module '@latchkey/kernel' {
  /** Its feature flag(s): `createKit({ features })`, `kit.getState().features`. */
  interface PluginFeatures {
    swaps: string[] | false;
  }
  interface PluginApis {
    swaps: SwapsApi;
  }
  interface PluginStates {
    swaps: SwapsState;
  }
  interface PluginViews {
    Swap: true;
    /** Which token is picked: the one paid with or the one received. */
    SwapSelectToken: { side: 'from' | 'to' };
    SwapPreview: true;
    SwapResult: true;
    SwapFailed: true;
  }
  interface PluginMessages {
    'swaps.entry.swap': true;
    'swaps.title.swap': true;
    'swaps.title.selectToken': true;
    'swaps.title.preview': true;
    'swaps.title.result': true;
    'swaps.title.failed': true;
  }
}

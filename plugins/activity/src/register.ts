import type { ActivityApi, ActivityState } from './types';

// Types `kit.plugin('activity')`, the plugin's state slice, its view and the keys of its page-side
// strings for every app that imports this package.
declare module '@latchkey/kernel' {
  /** Its feature flag(s): `createKit({ features })`, `kit.getState().features`. */
  interface PluginFeatures {
    activity: boolean;
  }
  interface PluginApis {
    activity: ActivityApi;
  }
  interface PluginStates {
    activity: ActivityState;
  }
  interface PluginViews {
    Activity: true;
  }
  interface PluginMessages {
    'activity.entry': true;
    'activity.title': true;
  }
}

import type { NamesApi, NamesState } from './types';

// Types `kit.plugin('names')`, the plugin's state slice, its views and the keys of its page-side
// strings for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    names: NamesApi;
  }
  interface PluginStates {
    names: NamesState;
  }
  interface PluginViews {
    RegisterAccountName: true;
    /** The name just registered. */
    RegisterAccountNameSuccess: { name?: string };
  }
  interface PluginMessages {
    'names.entry': true;
    'names.title.register': true;
    'names.title.success': true;
  }
}

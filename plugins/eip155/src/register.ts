import type { Eip155Api } from './types';

// Types `kit.plugin('eip155')` for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    eip155: Eip155Api;
  }
}

import type { SiwxApi } from './types';

// Types `kit.plugin('siwx')` for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    siwx: SiwxApi;
  }
}

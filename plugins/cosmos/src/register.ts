import type { CosmosApi } from './types';

// Types `kit.plugin('cosmos')` for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    cosmos: CosmosApi;
  }
}

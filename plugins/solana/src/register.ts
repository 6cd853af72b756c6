import type { SolanaApi } from './types';

// Types `kit.plugin('solana')` for every app that imports this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    solana: SolanaApi;
  }
}

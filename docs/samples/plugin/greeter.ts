import { definePlugin } from '@latchkey/kernel';

export interface GreeterOptions {
  /** The word the greeting starts with. */
  greeting?: string;
}

/** What `kit.plugin('greeter')` returns. */
export interface GreeterApi {
  greet(name: string): string;
}

/** Its slice of the kit state: `kit.getState().plugins.greeter`. */
export interface GreeterState {
  greeted: number;
}

const greet = (greeting: string, name: unknown) => `${greeting}, ${typeof name === 'string' && name ? name : 'stranger'}!`;

export const greeter = (options: GreeterOptions = {}) => {
  const greeting = options.greeting ?? 'Hello';
  return definePlugin<'greeter', GreeterApi, GreeterState>({
    id: 'greeter', // also its event prefix (greeter:…) and storage prefix
    kind: 'feature', // a chain plugin is 'chain' and brings `namespaces`
    state: () => ({ greeted: 0 }),
    // Every locale carries the English keys; the kit layers them under the dapp's `messages`.
    locale: {
      en: { 'greeter.entry': 'Greeter', 'greeter.title': 'Greeter', 'greeter.body': 'Hello, {who}!' },
      ar: { 'greeter.entry': 'المُرحِّب', 'greeter.title': 'المُرحِّب', 'greeter.body': 'مرحبًا، {who}!' },
    },
    // The view's code loads only when it opens.
    views: [{ id: 'Greeter', titleKey: 'greeter.title', load: () => import('./GreeterView') }],
    // An entry in the Account view's feature list, once a wallet is connected.
    slots: [{ slot: 'walletFeatures', id: 'greeter', labelKey: 'greeter.entry', view: 'Greeter', icon: 'wallet', order: 70, when: { connected: true } }],
    // A method the plugin answers itself; safe: no approval, no wallet.
    rpc: { greeter_hello: { safe: true, handler: async ({ params }) => greet(greeting, Array.isArray(params) ? params[0] : undefined) } },
    setup(ctx) {
      // Everything made through ctx (listeners, timers, connectors) is released on dispose.
      ctx.bus.on('disconnected', () => ctx.logger.debug('[greeter] goodbye'));
      return { api: { greet: (name: string) => greet(greeting, name) } };
    },
    // After each connection, before `connected` is emitted; plugins in order, each awaited.
    afterConnect: (_event, ctx) => ctx.store.set((s) => void (s.greeted += 1)),
  });
};

// Types `kit.plugin('greeter')`, `kit.open({ view: 'Greeter' })` and `getState().plugins.greeter` in the dapp.
declare module '@latchkey/kernel' {
  interface PluginApis {
    greeter: GreeterApi;
  }
  interface PluginViews {
    Greeter: true;
  }
  interface PluginStates {
    greeter: GreeterState;
  }
}

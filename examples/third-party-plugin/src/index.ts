// @acme/latchkey-greeter: a Latchkey feature plugin written against the published API only
// (`@latchkey/kernel`, `@latchkey/react/ui`), as a team outside the Latchkey repo would.
import { definePlugin } from '@latchkey/kernel';
import { greet, nameFrom } from './greet.js';
import { GREET_METHOD, GREETER_ID, GREETER_VIEW } from './ids.js';
import { messages } from './messages.js';

export { GREET_METHOD, GREETER_ID, GREETER_VIEW };

export interface GreeterOptions {
  /** The word the greeting starts with; "Hello" by default. */
  greeting?: string;
}

/** What `kit.plugin('acme-greeter')` returns. */
export interface GreeterApi {
  greet(name: string): string;
}

/** The plugin's slice of the kit state (`kit.getState().plugins['acme-greeter']`). */
export interface GreeterState {
  /** How many connections it greeted (its `afterConnect` step). */
  greeted: number;
}

/**
 * The greeter plugin. Add it next to a preset:
 *
 * @example
 * createKit({ metadata, networks, plugins: [evm(), greeter({ greeting: 'Hi' })] })
 */
export const greeter = (options: GreeterOptions = {}) => {
  const greeting = options.greeting ?? 'Hello';
  return definePlugin<typeof GREETER_ID, GreeterApi, GreeterState>({
    id: GREETER_ID,
    kind: 'feature',
    locale: messages(),
    state: () => ({ greeted: 0 }),
    // The view's code (and its React imports) loads only when the visitor opens it.
    views: [{ id: GREETER_VIEW, titleKey: 'acme.greeter.title', load: () => import('./GreeterView.js') }],
    // Shown in the Account view once a wallet is connected, with one of the kit's named icons.
    slots: [{ slot: 'walletFeatures', id: GREETER_ID, labelKey: 'acme.greeter.entry', view: GREETER_VIEW, icon: 'wallet', when: { connected: true } }],
    rpc: {
      [GREET_METHOD]: { safe: true, handler: async ({ params }) => greet(greeting, nameFrom(params)) },
    },
    setup: () => ({ api: { greet: (name: string) => greet(greeting, name) } satisfies GreeterApi }),
    // A step after each connection (sequential with other plugins', before 'connected' is emitted).
    afterConnect: (_event, ctx) => ctx.store.set((s) => void (s.greeted += 1)),
  });
};

// Registers the plugin's API and view with the kit's types, so `kit.plugin('acme-greeter')` and
// `kit.open({ view: 'AcmeGreeter' })` type-check in the dapp that installs this package.
declare module '@latchkey/kernel' {
  interface PluginApis {
    'acme-greeter': GreeterApi;
  }
  interface PluginViews {
    AcmeGreeter: true;
  }
  interface PluginStates {
    'acme-greeter': GreeterState;
  }
}

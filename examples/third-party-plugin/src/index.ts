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

/**
 * The greeter plugin. Add it next to a preset:
 *
 * @example
 * createKit({ metadata, networks, plugins: [evm(), greeter({ greeting: 'Hi' })] })
 */
export const greeter = (options: GreeterOptions = {}) => {
  const greeting = options.greeting ?? 'Hello';
  return definePlugin({
    id: GREETER_ID,
    kind: 'feature',
    locale: messages(),
    // The view's code (and its React imports) loads only when the visitor opens it.
    views: [{ id: GREETER_VIEW, titleKey: 'acme.greeter.title', load: () => import('./GreeterView.js') }],
    slots: [{ slot: 'walletFeatures', id: GREETER_ID, labelKey: 'acme.greeter.entry', view: GREETER_VIEW }],
    rpc: {
      [GREET_METHOD]: { safe: true, handler: async ({ params }) => greet(greeting, nameFrom(params)) },
    },
    setup: () => ({ api: { greet: (name: string) => greet(greeting, name) } satisfies GreeterApi }),
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
}

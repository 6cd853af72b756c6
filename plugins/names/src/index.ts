import { definePlugin, type ChainNamespace, type KitPlugin, type PluginContext } from '@latchkey/kernel';
import { createNamesApi } from './api';
import { NAMES_NAMESPACES, NAMES_PLUGIN_ID, NAMES_VIEWS } from './constants';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { titles } from './locale/titles';
import { checkSuffix } from './rules';
import { initialNamesState } from './state';
import type { NamesApi, NamesOptions, NamesState } from './types';
import './register';

export type * from './types';
export { NAMES_PLUGIN_ID, NAMES_VIEWS, NAMES_NAMESPACES, NAME_SUFFIXES, DEFAULT_NAME_SUFFIX } from './constants';
export { NamesError } from './errors';
export { coinTypeOf, isValidName } from './rules';

/**
 * Account names for EVM accounts (SPEC §2–§5, §7–§9): RegisterAccountName (a name of letters,
 * digits and hyphens, at least 4; suggestions and availability from the names API), registration
 * by a message the visitor signs, confirmed once (`{ name, attributes, timestamp }`,
 * the timestamp in seconds, the coin type of the network: 60 on mainnet, `0x80000000 | chainId`
 * elsewhere), RegisterAccountNameSuccess, and the name then shown as the profile name. On connect,
 * the account's name is looked up and shown. The SPEC §8 errors carry the API's first reason when
 * it gives one. New names get the `suffix` ('.reown.id', or the legacy '.wcn.id'). The page loads
 * this entry only: the views, their strings and the API calls are lazy chunks.
 *
 * @example
 * createKit({ metadata, networks, projectId, plugins: [eip155(), names()] })
 */
export function names(options: NamesOptions = {}): KitPlugin<'names', NamesApi, NamesState> {
  const suffix = checkSuffix(options.suffix);
  // One chunk loader for the plugin object; the work itself is per kit (its context).
  let loaded: Promise<typeof Flow> | undefined;
  const flow = () => {
    loaded ??= import('./flow');
    // A failed chunk load is tried again on the next call.
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  /**
   * A kit's reverse lookups, one at a time: an account asked for while one runs waits, and only
   * the last one asked for is looked up next. A wallet's burst of account changes (10,000 in a
   * row) looks up one name, or two when it spans the first lookup: never one per change.
   */
  const lookups = new WeakMap<PluginContext<NamesState>, (address: string) => void>();
  const lookUpper = (ctx: PluginContext<NamesState>) => {
    let wanted: string | undefined;
    let busy = false;
    const next = (): void => {
      const address = wanted;
      wanted = undefined;
      if (address === undefined || ctx.signal.aborted) return void (busy = false);
      const deps: FlowDeps = { ctx, suffix, now: () => Date.now() };
      void flow()
        .then(
          (f) => f.lookUpProfile(deps, address),
          (error: unknown) => ctx.logger.debug('[latchkey] names: its code could not be loaded', error),
        )
        // Whatever became of this one, the next account asked for is looked up: never stuck busy.
        .then(next, next);
    };
    return (address: string) => {
      if (options.reverseLookup === false) return;
      wanted = address;
      if (busy) return;
      busy = true;
      // After the task's other events: a burst within it looks up its last account only.
      queueMicrotask(next);
    };
  };
  const lookUp = (ctx: PluginContext<NamesState>, address: string) => {
    let run = lookups.get(ctx);
    if (!run) lookups.set(ctx, (run = lookUpper(ctx)));
    run(address);
  };
  return definePlugin<'names', NamesApi, NamesState>({
    id: NAMES_PLUGIN_ID,
    kind: 'feature',
    locale: titles(),
    state: initialNamesState,
    views: [
      { id: NAMES_VIEWS.register, titleKey: 'names.title.register', load: () => import('./views/RegisterAccountName') },
      { id: NAMES_VIEWS.success, titleKey: 'names.title.success', load: () => import('./views/RegisterAccountNameSuccess') },
    ],
    slots:
      options.entry === false
        ? []
        : [{ slot: 'walletFeatures', id: 'names', labelKey: 'names.entry', order: 60, icon: 'user', view: NAMES_VIEWS.register, when: { connected: true, namespaces: NAMES_NAMESPACES } }],
    setup(ctx) {
      // The wallet moved to another account: its name, if it has one.
      ctx.bus.on('accountChanged', (e: { namespace: ChainNamespace; address: string }) => {
        if (NAMES_NAMESPACES.includes(e.namespace)) lookUp(ctx, e.address);
      });
      const api = createNamesApi({ ctx, suffix, now: () => Date.now() }, flow);
      // What the register view showed (suggestions, an error) lasts while the modal is open.
      ctx.bus.on('modalClosed', () => api.reset());
      return { api };
    },
    // Not awaited: connecting never waits for the names API (the name appears when it answers).
    afterConnect(event, ctx) {
      if (NAMES_NAMESPACES.includes(event.account.namespace)) lookUp(ctx, event.account.address);
    },
  });
}

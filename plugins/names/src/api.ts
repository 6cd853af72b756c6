import type { PluginContext } from '@latchkey/kernel';
import type * as Flow from './flow';
import type { FlowDeps } from './flow';
import { fullNameOf, isValidName, labelOf } from './rules';
import type { NamesApi, NamesState } from './types';

/**
 * The plugin's public API (`kit.plugin('names')`), bound to one kit. The calls are in a lazy chunk
 * (flow.ts) that loads on the first one.
 *
 * @example
 * const api = createNamesApi(deps, () => import('./flow'))
 * await api.registerName('ada')
 */
export function createNamesApi(deps: FlowDeps, flow: () => Promise<typeof Flow>): NamesApi {
  const ctx: PluginContext<NamesState> = deps.ctx;
  return {
    suffix: deps.suffix,
    isValidName: (label) => isValidName(labelOf(label, deps.suffix)),
    fullName: (input) => fullNameOf(input, deps.suffix),
    getSuggestions(label) {
      // The loading flag is on at once, before the chunk with the call has loaded.
      const started = flow().then(
        (f) => f.getSuggestions(deps, label),
        (error: unknown) => {
          ctx.store.set((s) => void (s.loading = false));
          throw error;
        },
      );
      ctx.store.set((s) => {
        s.loading = true;
        s.suggestions = [];
        s.suggestionsFor = labelOf(label, deps.suffix);
        s.suggestionsError = undefined;
      });
      return started;
    },
    resolveName: async (name) => (await flow()).resolveName(deps, name),
    isNameRegistered: async (name) => (await (await flow()).resolveName(deps, name)) !== undefined,
    getNamesForAddress: async (address) => (await flow()).getNamesForAddress(deps, address),
    registerName: async (label) => (await flow()).registerName(deps, label),
    reset() {
      ctx.store.set((s) => {
        if (!s.registering) {
          s.registerError = undefined;
          s.attempt = undefined;
        }
        s.suggestions = [];
        s.suggestionsFor = undefined;
        s.suggestionsError = undefined;
        s.loading = false;
      });
    },
  };
}

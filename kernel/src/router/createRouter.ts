import { ConfigError } from '../errors';
import type { KitStore } from '../store/createStore';
import type { ViewEntry, ViewId, ViewParams } from './types';

/** The modal's view stack. Every view id must be known (a core view or one a plugin registered). */
export interface Router {
  readonly current: ViewEntry | undefined;
  readonly history: readonly ViewEntry[];
  push<V extends ViewId>(view: V, params?: ViewParams<V>): void;
  /** Replaces the view on top of the stack. */
  replace<V extends ViewId>(view: V, params?: ViewParams<V>): void;
  /** Pops one view; returns false when there was nothing to go back to. */
  goBack(): boolean;
  /** Clears the stack down to one view. */
  reset<V extends ViewId>(view: V, params?: ViewParams<V>): void;
  isKnown(view: string): boolean;
}

/**
 * Creates the router over the kit's store. Unknown view ids throw a ConfigError naming the id,
 * so a typo never shows an empty modal.
 *
 * @example
 * router.push('SwitchNetwork', { network })
 */
export function createRouter(store: KitStore, isKnown: (view: string) => boolean, onChange: (entry: ViewEntry) => void): Router {
  const check = (view: string) => {
    if (!isKnown(view)) throw new ConfigError(`Unknown view '${view}': no plugin registers it`);
  };
  const entry = (view: ViewId, params?: Record<string, unknown>): ViewEntry => (params ? { view, params } : { view });
  const changed = () => {
    const top = store.getState().modal.history.at(-1);
    if (top) onChange(top);
  };
  return {
    get current() {
      return store.getState().modal.history.at(-1);
    },
    get history() {
      return store.getState().modal.history;
    },
    isKnown,
    push(view, params) {
      check(view);
      store.update((s) => void s.modal.history.push(entry(view, params)));
      changed();
    },
    replace(view, params) {
      check(view);
      store.update((s) => {
        s.modal.history.pop();
        s.modal.history.push(entry(view, params));
      });
      changed();
    },
    goBack() {
      if (store.getState().modal.history.length <= 1) return false;
      store.update((s) => void s.modal.history.pop());
      changed();
      return true;
    },
    reset(view, params) {
      check(view);
      store.update((s) => {
        s.modal.history = [entry(view, params)];
      });
      changed();
    },
  };
}

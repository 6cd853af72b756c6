import { ConnectorError } from '@latchkey/kernel';
import type { EIP1193Provider, ProviderListener as Listener } from '../types';
import { isProvider, type ProviderSlot } from './slot';

/**
 * The provider behind one connector, as the wallet adapter uses it. It can be swapped (a wallet
 * re-announced itself with a new object) or made lazily (a custom connector's factory); listeners
 * follow it either way.
 */
export interface ProviderRef {
  /** The provider if it is known already. */
  readonly current: EIP1193Provider | undefined;
  /** The provider, making it first if needed. */
  get(): Promise<EIP1193Provider>;
  /** Swaps the provider; listeners move to the new one. */
  replace(provider: EIP1193Provider): void;
  /** Adds an event listener that survives swaps; returns its removal. */
  listen(event: string, listener: Listener): () => void;
}

function attach(provider: EIP1193Provider, event: string, listener: Listener): void {
  provider.on?.(event, listener);
}

function detach(provider: EIP1193Provider, event: string, listener: Listener): void {
  // Some providers only have Node's `off` alias.
  const remove = provider.removeListener ?? (provider as { off?: EIP1193Provider['removeListener'] }).off;
  remove?.call(provider, event, listener);
}

/**
 * Wraps the page's {@link ProviderSlot} (a provider, or a factory of one) in a {@link ProviderRef}.
 * It is part of the wallet adapter's chunk: from here on, a provider the page's discovery swaps in
 * (`replaceProvider`) takes the listeners along.
 *
 * @example
 * const ref = createProviderRef(providerSlot(window.ethereum))
 * const off = ref.listen('chainChanged', (id) => console.log(id))
 */
export function createProviderRef(slot: ProviderSlot): ProviderRef {
  let making: Promise<EIP1193Provider> | undefined;
  const listeners = new Set<{ event: string; listener: Listener }>();

  const adopt = (provider: EIP1193Provider) => {
    const previous = slot.current;
    if (previous === provider) return;
    for (const l of listeners) {
      if (previous) detach(previous, l.event, l.listener);
      attach(provider, l.event, l.listener);
    }
    slot.current = provider;
  };
  slot.adopt = adopt;

  return {
    get current() {
      return slot.current;
    },
    get() {
      if (slot.current) return Promise.resolve(slot.current);
      making ??= Promise.resolve()
        .then(() => slot.make!())
        .then((made) => {
          if (!isProvider(made)) throw new ConnectorError('The connector did not produce an EIP-1193 provider');
          if (!slot.current) adopt(made);
          return slot.current ?? made;
        })
        .finally(() => {
          // A failed factory may be retried on the next connect.
          making = undefined;
        });
      return making;
    },
    replace: adopt,
    listen(event, listener) {
      const entry = { event, listener };
      listeners.add(entry);
      if (slot.current) attach(slot.current, event, listener);
      return () => {
        if (!listeners.delete(entry)) return;
        if (slot.current) detach(slot.current, event, listener);
      };
    },
  };
}

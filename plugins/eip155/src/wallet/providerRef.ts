import { ConnectorError } from '@latchkey/kernel';
import type { EIP1193Provider, ProviderListener as Listener } from '../types';

type ProviderSource = EIP1193Provider | (() => EIP1193Provider | Promise<EIP1193Provider>);

/**
 * The provider behind one connector. It can be swapped (a wallet re-announced itself with a new
 * object) or made lazily (a custom connector's factory); listeners follow it either way.
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

/**
 * True for something with an EIP-1193 `request` function.
 *
 * @example
 * isProvider(window.ethereum); // true when a wallet injected one
 */
export function isProvider(value: unknown): value is EIP1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
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
 * Wraps a provider (or a factory of one) in a {@link ProviderRef}.
 *
 * @example
 * const ref = createProviderRef(window.ethereum)
 * const off = ref.listen('chainChanged', (id) => console.log(id))
 */
export function createProviderRef(source: ProviderSource): ProviderRef {
  let current: EIP1193Provider | undefined = typeof source === 'function' ? undefined : source;
  let making: Promise<EIP1193Provider> | undefined;
  const listeners = new Set<{ event: string; listener: Listener }>();

  const adopt = (provider: EIP1193Provider) => {
    const previous = current;
    if (previous === provider) return;
    for (const l of listeners) {
      if (previous) detach(previous, l.event, l.listener);
      attach(provider, l.event, l.listener);
    }
    current = provider;
  };

  return {
    get current() {
      return current;
    },
    get() {
      if (current) return Promise.resolve(current);
      making ??= Promise.resolve()
        .then(() => (source as () => EIP1193Provider | Promise<EIP1193Provider>)())
        .then((made) => {
          if (!isProvider(made)) throw new ConnectorError('The connector did not produce an EIP-1193 provider');
          if (!current) adopt(made);
          return current ?? made;
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
      if (current) attach(current, event, listener);
      return () => {
        if (!listeners.delete(entry)) return;
        if (current) detach(current, event, listener);
      };
    },
  };
}

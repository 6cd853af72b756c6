import { useEffect, type ReactNode } from 'react';
import type { Kit } from '@latchkey/kernel';
import { KitContext } from './context';
import { ModalHost, prefetchModal } from './modal/ModalHost';
import { Toasts } from './components/Toasts';
import { adoptStyles } from './theme/styles';

export interface KitProviderProps {
  kit: Kit;
  children?: ReactNode;
  /** Render the modal here (default). Set false to place `<KitModal />` yourself. */
  modal?: boolean;
  /** A CSP nonce: styles go in a `<style nonce>` instead of a constructable stylesheet. */
  nonce?: string;
  /** Fetch the modal chunk when the browser is idle (default true). */
  prefetch?: boolean;
}

/**
 * Passes a kit to the hooks and components below, and hosts the modal and toasts.
 *
 * @example
 * const kit = createKit({ metadata, networks, plugins: evm() })
 * <KitProvider kit={kit}><ConnectButton /></KitProvider>
 */
export function KitProvider({ kit, children, modal = true, nonce, prefetch = true }: KitProviderProps) {
  useEffect(() => adoptStyles(document, nonce), [nonce]);
  useEffect(() => {
    if (!prefetch) return;
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(() => void prefetchModal(), { timeout: 4_000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = setTimeout(() => void prefetchModal(), 2_000);
    return () => clearTimeout(id);
  }, [prefetch]);
  return (
    <KitContext.Provider value={kit}>
      {children}
      {modal ? <ModalHost /> : null}
      <Toasts />
    </KitContext.Provider>
  );
}

/** The modal, for hosts that render it somewhere specific (`<KitProvider modal={false}>`). */
export const KitModal = ModalHost;

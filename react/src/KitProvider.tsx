import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Kit } from '@latchkey/kernel';
import { KitContext, UiContext } from './context';
import { ModalHost, prefetchModal } from './modal/ModalHost';
import { Toasts } from './components/Toasts';
import { adoptStyles, css } from './theme/styles';
import { themeCss } from './theme/theme';
import { isLocaleReady, loadLocale } from './i18n/catalogues';

export interface KitProviderProps {
  kit: Kit;
  children?: ReactNode;
  /** Render the modal here (default). Set false to place `<KitModal />` yourself. */
  modal?: boolean;
  /**
   * A CSP nonce: the buttons' styles and the theme's variables are rendered in a `<style nonce>`
   * (on the server too, so server-rendered buttons are styled from the first paint under a policy
   * without 'unsafe-inline'); the modal's and the toasts' go in `<style nonce>` elements as well.
   */
  nonce?: string;
  /** Fetch the modal chunk when the browser is idle (default true). */
  prefetch?: boolean;
}

/**
 * The locale whose strings the UI shows. A catalogue other than English is fetched when its locale
 * is set; until it arrives the UI keeps the locale it showed before, or, on a page that starts in
 * that locale, shows nothing (`null`): never a flash of English. A catalogue that fails to load
 * leaves English in its place.
 */
function useShowableLocale(kit: Kit, locale: string): string | null {
  // The React layer's catalogue and every plugin's (through the kit) for the locale.
  const readyNow = () => isLocaleReady(locale) && kit.isLocaleReady(locale);
  const [settled, setSettled] = useState<string | null>(() => (readyNow() ? locale : null));
  const ready = readyNow();
  useEffect(() => {
    let live = true;
    const settle = () => void (live && setSettled(locale));
    if (readyNow()) settle();
    else void Promise.allSettled([loadLocale(locale), kit.loadLocale(locale)]).then(settle);
    return () => {
      live = false;
    };
  }, [kit, locale]);
  return ready ? locale : settled;
}

/**
 * Passes a kit to the hooks and components below, and hosts the modal and toasts.
 *
 * @example
 * const kit = createKit({ metadata, networks, plugins: evm() })
 * <KitProvider kit={kit}><ConnectButton /></KitProvider>
 */
export function KitProvider({ kit, children, modal = true, nonce, prefetch = true }: KitProviderProps) {
  const subscribe = useCallback((onChange: () => void) => kit.subscribe(onChange), [kit]);
  const locale = useSyncExternalStore(subscribe, () => kit.getState().locale, () => kit.getState().locale);
  const shown = useShowableLocale(kit, locale);
  const ui = useMemo(() => ({ locale: shown, nonce }), [shown, nonce]);
  const themeVariables = useSyncExternalStore(subscribe, () => kit.getState().themeVariables, () => kit.getState().themeVariables);
  useEffect(() => (nonce === undefined ? adoptStyles(document) : undefined), [nonce]);
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
      <UiContext.Provider value={ui}>
        {nonce === undefined ? null : (
          <style nonce={nonce} suppressHydrationWarning>
            {css + themeCss(themeVariables)}
          </style>
        )}
        {children}
        {modal ? <ModalHost /> : null}
        <Toasts />
      </UiContext.Provider>
    </KitContext.Provider>
  );
}

/** The modal, for hosts that render it somewhere specific (`<KitProvider modal={false}>`). */
export const KitModal = ModalHost;

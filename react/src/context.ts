import { createContext } from 'react';
import type { Kit } from '@latchkey/kernel';

/** Holds the kit instance; set by `KitProvider`. */
export const KitContext = createContext<Kit | null>(null);

/**
 * What `KitProvider` settles for the kit's UI: the locale whose strings are shown (`null` until
 * the first catalogue is ready) and the CSP nonce for the modal's styles.
 */
export interface UiSettings {
  locale: string | null;
  nonce: string | undefined;
}

/** Set by `KitProvider`; absent, the UI follows the kit's locale directly. */
export const UiContext = createContext<UiSettings | null>(null);

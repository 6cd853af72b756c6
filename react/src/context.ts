import { createContext } from 'react';
import type { Kit } from '@latchkey/kernel';

/** Holds the kit instance; set by `KitProvider`. */
export const KitContext = createContext<Kit | null>(null);

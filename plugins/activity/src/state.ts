import type { ActivityState } from './types';

/** A fresh slice (per kit): no list yet, nothing pending. */
export const initialActivityState = (): ActivityState => ({
  address: undefined,
  caipNetworkId: undefined,
  transactions: [],
  next: undefined,
  loading: false,
  loaded: false,
  empty: false,
  failed: false,
  pending: [],
});

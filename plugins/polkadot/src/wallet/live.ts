import type { PolkadotAccount } from '../types';

/** What the API asks of a connected extension (the connector's code registers it once connected). */
export interface LiveWallet {
  /** Its accounts on the current network, the kit's account first. */
  accounts(): PolkadotAccount[];
  /** Puts `address`'s account first (the kit then shows it); false when it is not one of them. */
  select(address: string): boolean;
}

/**
 * What one kit's polkadot connectors share: the live wallets by connector id, and the one
 * `web3Enable` in flight (it asks every extension; two at once would ask twice).
 */
export interface PolkadotSession {
  live: Map<string, LiveWallet>;
  enabling: Promise<unknown> | undefined;
}

/**
 * A new, empty session for one kit (made in `setup`, never shared between kits).
 *
 * @example
 * const session = createSession()
 */
export const createSession = (): PolkadotSession => ({ live: new Map(), enabling: undefined });

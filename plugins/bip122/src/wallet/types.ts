import type { CaipNetwork, ConnectorAdapter, ConnectorInfo } from '@latchkey/kernel';
import type { BitcoinAccount, BitcoinAccountType } from '../types';

/** What a Bitcoin wallet's connector needs from the plugin instance it belongs to. */
export interface ConnectorDeps {
  info: ConnectorInfo;
  /** WBIP004 id: the provider's path on `window` ('XverseProviders.BitcoinProvider'). */
  providerId: string;
  /** The Bitcoin networks the dapp configured. */
  networks(): readonly CaipNetwork[];
  /** The account kind the visitor chose (stored). */
  accountType(): BitcoinAccountType;
  connectMessage?: string;
  /** Drops the cached balance of an address that just spent. */
  forgetBalance(address: string): void;
}

/** The connector, plus what the plugin's API asks of the connected one. */
export interface BitcoinConnector extends ConnectorAdapter {
  /** The connected accounts, the chosen kind first; empty when not connected. */
  accounts(): BitcoinAccount[];
  /** Reorders the accounts (the chosen kind first) and tells the kit; throws when the wallet has none of that kind. */
  setAccountType(type: BitcoinAccountType): void;
}

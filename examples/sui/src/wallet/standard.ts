import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import { normalizeSuiAddress } from '../address';

export type { IdentifierString, Wallet, WalletAccount };

/** Feature names of the Wallet Standard and of its Sui features. */
export const CONNECT = 'standard:connect';
export const DISCONNECT = 'standard:disconnect';
export const EVENTS = 'standard:events';
export const SUI_SIGN_PERSONAL_MESSAGE = 'sui:signPersonalMessage';
export const SUI_SIGN_AND_EXECUTE_TRANSACTION = 'sui:signAndExecuteTransaction';

/** `sui:signPersonalMessage` 1.x: signs bytes as a personal message (the intent Sui prefixes). */
export interface SuiSignPersonalMessageFeature {
  [SUI_SIGN_PERSONAL_MESSAGE]: {
    version: '1.1.0' | '1.0.0';
    signPersonalMessage(input: { message: Uint8Array; account: WalletAccount; chain?: IdentifierString }): Promise<{ bytes: string; signature: string }>;
  };
}

/** `sui:signAndExecuteTransaction` 2.x: builds, signs and executes a transaction given as JSON. */
export interface SuiSignAndExecuteTransactionFeature {
  [SUI_SIGN_AND_EXECUTE_TRANSACTION]: {
    version: '2.0.0';
    signAndExecuteTransaction(input: { transaction: { toJSON(): Promise<string> }; account: WalletAccount; chain: IdentifierString; signal?: AbortSignal }): Promise<{ digest: string; bytes: string; signature: string; effects: string }>;
  };
}

/** The features the plugin uses, each optional until checked. */
export type SuiWalletFeatures = Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SuiSignPersonalMessageFeature & SuiSignAndExecuteTransactionFeature>;

/**
 * A feature of a wallet when it is an object, else undefined. Wallets are other scripts' objects:
 * a throwing getter counts as absent.
 */
export function feature<K extends keyof SuiWalletFeatures>(wallet: Wallet, name: K): SuiWalletFeatures[K] | undefined {
  try {
    const value = (wallet.features as Record<string, unknown> | undefined)?.[name];
    return value && typeof value === 'object' ? (value as SuiWalletFeatures[K]) : undefined;
  } catch {
    return undefined;
  }
}

const hasMethod = (object: unknown, method: string): boolean => typeof (object as Record<string, unknown> | undefined)?.[method] === 'function';

/** True for `sui:` chain identifiers (`sui:mainnet`, `sui:testnet`…). */
export const isSuiChain = (chain: unknown): chain is IdentifierString => typeof chain === 'string' && /^sui:[-a-z0-9]{1,32}$/.test(chain);

/** The Sui chains in a list a wallet gave (anything else dropped). */
export function suiChains(chains: unknown): IdentifierString[] {
  try {
    return Array.isArray(chains) ? [...new Set(chains.filter(isSuiChain))] : [];
  } catch {
    return [];
  }
}

/**
 * True for a wallet the plugin can use: it claims a `sui:` chain and has `standard:connect`,
 * `standard:events` and `sui:signPersonalMessage` (`sui:signAndExecuteTransaction` is needed to send).
 *
 * @example
 * getWallets().get().filter(isSuiWallet)
 */
export function isSuiWallet(wallet: unknown): wallet is Wallet {
  try {
    const w = wallet as Wallet;
    if (!w || typeof w !== 'object' || suiChains(w.chains).length === 0) return false;
    if (!hasMethod(feature(w, CONNECT), 'connect') || !hasMethod(feature(w, EVENTS), 'on')) return false;
    return hasMethod(feature(w, SUI_SIGN_PERSONAL_MESSAGE), 'signPersonalMessage');
  } catch {
    return false;
  }
}

/**
 * The accounts that are Sui accounts (an address of 0x and 64 hex digits; a `sui:` chain when
 * the account lists chains at all), each address once, in the form the kit keeps (lower case).
 */
export function suiAccounts(accounts: unknown): WalletAccount[] {
  if (!Array.isArray(accounts)) return [];
  const seen = new Set<string>();
  const out: WalletAccount[] = [];
  for (const account of accounts as unknown[]) {
    try {
      const a = account as WalletAccount;
      const address = a && typeof a === 'object' ? normalizeSuiAddress(a.address) : undefined;
      if (!address || seen.has(address)) continue;
      const chains = Array.isArray(a.chains) ? a.chains : [];
      if (chains.length > 0 && suiChains(chains).length === 0) continue;
      seen.add(address);
      out.push(a);
    } catch {
      // An account object that throws on read is skipped.
    }
  }
  return out;
}

/** A wallet's Sui accounts, or none when reading them throws. */
export function walletAccounts(wallet: Wallet): WalletAccount[] {
  try {
    return suiAccounts(wallet.accounts);
  } catch {
    return [];
  }
}

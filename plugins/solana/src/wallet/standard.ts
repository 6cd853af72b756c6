import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import { isSolanaAddress } from '../address';

export type { IdentifierString, Wallet, WalletAccount };

/** Feature names (written out: the feature packages are imported for their types only). */
export const CONNECT = 'standard:connect';
export const DISCONNECT = 'standard:disconnect';
export const EVENTS = 'standard:events';
export const SIGN_MESSAGE = 'solana:signMessage';
export const SIGN_TRANSACTION = 'solana:signTransaction';
export const SIGN_AND_SEND = 'solana:signAndSendTransaction';

/** The features the plugin uses, each optional until checked. */
export type SolanaWalletFeatures = Partial<
  StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature
>;

/**
 * A feature of a wallet when it is an object, else undefined. Wallets are other scripts' objects:
 * a throwing getter counts as absent.
 *
 * @example
 * feature(wallet, CONNECT)?.connect({ silent: true })
 */
export function feature<K extends keyof SolanaWalletFeatures>(wallet: Wallet, name: K): SolanaWalletFeatures[K] | undefined {
  try {
    const value = (wallet.features as Record<string, unknown> | undefined)?.[name];
    return value && typeof value === 'object' ? (value as SolanaWalletFeatures[K]) : undefined;
  } catch {
    return undefined;
  }
}

const hasMethod = (object: unknown, method: string): boolean => typeof (object as Record<string, unknown> | undefined)?.[method] === 'function';

/** True for `solana:` chain identifiers (`solana:mainnet`, `solana:5eykt…`). */
export const isSolanaChain = (chain: unknown): chain is IdentifierString => typeof chain === 'string' && chain.startsWith('solana:') && chain.length > 7;

/** The Solana chains in a list a wallet gave (anything else dropped). */
export function solanaChains(chains: unknown): IdentifierString[] {
  try {
    return Array.isArray(chains) ? [...new Set(chains.filter(isSolanaChain))] : [];
  } catch {
    return [];
  }
}

/**
 * True for a wallet the plugin can use: it claims a `solana:` chain and has `standard:connect`,
 * `standard:events` and a Solana signing feature (`solana:signMessage` or `solana:signTransaction`).
 *
 * @example
 * getWallets().get().filter(isSolanaWallet)
 */
export function isSolanaWallet(wallet: unknown): wallet is Wallet {
  try {
    const w = wallet as Wallet;
    if (!w || typeof w !== 'object' || solanaChains(w.chains).length === 0) return false;
    if (!hasMethod(feature(w, CONNECT), 'connect') || !hasMethod(feature(w, EVENTS), 'on')) return false;
    return hasMethod(feature(w, SIGN_MESSAGE), 'signMessage') || hasMethod(feature(w, SIGN_TRANSACTION), 'signTransaction');
  } catch {
    return false;
  }
}

/**
 * The accounts that are Solana accounts (a base58 32-byte address; a `solana:` chain when the
 * account lists chains at all), first occurrence of each address.
 *
 * @example
 * solanaAccounts((await connect()).accounts)
 */
export function solanaAccounts(accounts: unknown): WalletAccount[] {
  if (!Array.isArray(accounts)) return [];
  const seen = new Set<string>();
  const out: WalletAccount[] = [];
  for (const account of accounts as unknown[]) {
    try {
      const a = account as WalletAccount;
      if (!a || typeof a !== 'object' || !isSolanaAddress(a.address) || seen.has(a.address)) continue;
      const chains = Array.isArray(a.chains) ? a.chains : [];
      if (chains.length > 0 && solanaChains(chains).length === 0) continue;
      seen.add(a.address);
      out.push(a);
    } catch {
      // An account object that throws on read is skipped.
    }
  }
  return out;
}

/** A wallet's accounts, or none when reading them throws. */
export function walletAccounts(wallet: Wallet): WalletAccount[] {
  try {
    return solanaAccounts(wallet.accounts);
  } catch {
    return [];
  }
}

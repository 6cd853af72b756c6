import type { IdentifierString } from '@wallet-standard/base';
import type { AnnounceTarget } from '../../wallets/eip6963';
import type { SolanaEndpoint } from '../server';
import { createSolanaDevWallet } from './dev-wallet';
import { SOLANA_DEV_WALLET_ICON, SOLANA_SECOND_WALLET_ICON } from './icons';
import { registerWallet } from './register';
import type { SolanaDevWallet } from './types';

/** The two Solana dev wallets the harness can install. */
export type SolanaDevWalletKind = 'dev' | 'second';

/** Serializable setup of the Solana dev wallets, the same in Node and (as JSON) in a page. */
export interface SolanaWalletConfig {
  /** The local endpoint's URL; every send goes there. */
  rpcUrl: string;
  /** Keys (hex seeds) of the dev wallet's accounts; the first is selected. */
  seeds: string[];
  /** Keys of the second wallet; default `seeds` rotated by one, so its first account differs. */
  secondSeeds?: string[];
  /** Which wallets to create; default both. */
  wallets?: SolanaDevWalletKind[];
  /** Chains both claim; default DEV_WALLET_CHAINS. */
  chains?: IdentifierString[];
  /** Start with the dapp authorized (silent connect returns the account). */
  authorized?: boolean;
  locked?: boolean;
  rpcTimeoutMs?: number;
}

/** The wallets by kind (absent when not requested). */
export type SolanaDevWallets = Partial<Record<SolanaDevWalletKind, SolanaDevWallet>>;

/** Names and icons of the two wallets. */
export const SOLANA_DEV_WALLET_INFO = {
  dev: { name: 'Latchkey Solana Dev Wallet', icon: SOLANA_DEV_WALLET_ICON },
  second: { name: 'Latchkey Solana Second Wallet', icon: SOLANA_SECOND_WALLET_ICON },
} as const;

/**
 * A config for wallets on a running endpoint, with its first `accountCount` (default 3) test accounts.
 *
 * @example
 * ```ts
 * const solana = await startSolana();
 * const wallets = createSolanaDevWallets(solanaWalletConfigFromEndpoint(solana));
 * ```
 */
export function solanaWalletConfigFromEndpoint(endpoint: Pick<SolanaEndpoint, 'url' | 'accounts'>, options: Partial<SolanaWalletConfig> & { accountCount?: number } = {}): SolanaWalletConfig {
  const { accountCount = 3, ...rest } = options;
  return { rpcUrl: endpoint.url, seeds: endpoint.accounts.slice(0, accountCount).map((account) => account.seed), ...rest };
}

/**
 * Creates "Latchkey Solana Dev Wallet" and "Latchkey Solana Second Wallet" (not registered).
 *
 * @example
 * ```ts
 * const { dev } = createSolanaDevWallets(config);
 * await dev!.wallet.features['standard:connect'].connect();
 * ```
 */
export function createSolanaDevWallets(config: SolanaWalletConfig): SolanaDevWallets {
  if (config.seeds.length === 0) throw new Error('createSolanaDevWallets: needs at least one seed');
  const kinds = new Set(config.wallets ?? ['dev', 'second']);
  const wallets: SolanaDevWallets = {};
  for (const kind of ['dev', 'second'] as const) {
    if (!kinds.has(kind)) continue;
    const seeds = kind === 'second' ? (config.secondSeeds ?? [...config.seeds.slice(1), config.seeds[0]!]) : config.seeds;
    wallets[kind] = createSolanaDevWallet({
      ...SOLANA_DEV_WALLET_INFO[kind],
      seeds,
      rpcUrl: config.rpcUrl,
      chains: config.chains,
      authorized: config.authorized,
      locked: config.locked,
      rpcTimeoutMs: config.rpcTimeoutMs,
    });
  }
  return wallets;
}

/**
 * Creates the wallets and registers them on `win` by the Wallet Standard protocol, so an app that
 * calls @wallet-standard/app's getWallets() before or after finds them. Returns an uninstall.
 *
 * @example
 * ```ts
 * const { wallets, uninstall } = installSolanaDevWallets(window, config);
 * wallets.dev!.lock();
 * uninstall();
 * ```
 */
export function installSolanaDevWallets(win: AnnounceTarget, config: SolanaWalletConfig): { wallets: SolanaDevWallets; uninstall(): void } {
  const wallets = createSolanaDevWallets(config);
  const unregisters = Object.values(wallets).map((dev) => registerWallet(win, dev.wallet));
  return {
    wallets,
    uninstall() {
      for (const unregister of unregisters.splice(0)) unregister();
    },
  };
}

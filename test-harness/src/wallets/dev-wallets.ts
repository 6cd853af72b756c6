import { announceProvider, uuidV4 } from './eip6963';
import type { AnnounceTarget, EIP6963ProviderInfo } from './eip6963';
import { DEV_WALLET_ICON, SECOND_WALLET_ICON } from './icons';
import { createMockWallet } from './mock-wallet';
import type { Hex, MockWallet, WalletChain } from './types';

/** The three wallets the harness can install. */
export type DevWalletKind = 'dev' | 'second' | 'legacy';

/** Serialisable wallet setup, the same in Node and (as JSON) in a page. */
export interface WalletConfig {
  chains: WalletChain[];
  /** Keys of the dev wallet's accounts (first = selected). */
  privateKeys: Hex[];
  /** Keys of the second wallet; defaults to `privateKeys` rotated by one, so its first account differs. */
  secondPrivateKeys?: Hex[];
  /** Which wallets to create; defaults to all three. */
  wallets?: DevWalletKind[];
  initialChainId?: number;
  /** Start already authorized (eth_accounts answers without a connect). */
  authorized?: boolean;
  verifyAddedChains?: boolean;
}

/** The wallets created by {@link createDevWallets}, by kind (absent when not requested). */
export type DevWallets = Partial<Record<DevWalletKind, MockWallet>>;

/** EIP-6963 identity of the announced wallets (uuid is made per session). */
export const DEV_WALLET_INFO: Record<'dev' | 'second', Omit<EIP6963ProviderInfo, 'uuid'>> = {
  dev: { name: 'Latchkey Dev Wallet', rdns: 'dev.latchkey.wallet', icon: DEV_WALLET_ICON },
  second: { name: 'Latchkey Second Wallet', rdns: 'dev.latchkey.second', icon: SECOND_WALLET_ICON },
};

/**
 * Creates the harness's mock wallets: "Latchkey Dev Wallet" and "Latchkey Second Wallet"
 * (EIP-6963, isMetaMask false) and a legacy wallet meant only for `window.ethereum`.
 *
 * @example
 * ```ts
 * const wallets = createDevWallets({ chains: [{ chainId: 31337, rpcUrl }], privateKeys: [key] });
 * await wallets.dev!.provider.request({ method: 'eth_requestAccounts' });
 * ```
 */
export function createDevWallets(config: WalletConfig): DevWallets {
  if (config.privateKeys.length === 0) throw new Error('createDevWallets: needs at least one private key');
  const kinds = new Set(config.wallets ?? ['dev', 'second', 'legacy']);
  const keysFor = (kind: DevWalletKind): Hex[] =>
    kind === 'second' ? (config.secondPrivateKeys ?? [...config.privateKeys.slice(1), config.privateKeys[0]!]) : config.privateKeys;
  const wallets: DevWallets = {};
  for (const kind of ['dev', 'second', 'legacy'] as const) {
    if (!kinds.has(kind)) continue;
    wallets[kind] = createMockWallet({
      privateKeys: keysFor(kind),
      chains: config.chains,
      initialChainId: config.initialChainId,
      authorized: config.authorized,
      verifyAddedChains: config.verifyAddedChains,
      flags: kind === 'legacy' ? { isMetaMask: false, isLatchkeyLegacy: true } : { isMetaMask: false, isLatchkey: true },
    });
  }
  return wallets;
}

/** A window-like object wallets can be installed on. */
export type WalletWindow = AnnounceTarget & { ethereum?: unknown };

/**
 * Installs wallets on a window: announces the dev and second wallets via EIP-6963 and puts the
 * legacy one on `window.ethereum` (it is NOT announced). Returns the wallets and an uninstall.
 *
 * @example
 * ```ts
 * const { wallets, uninstall } = installDevWallets(window, config);
 * wallets.dev!.rejectNext();
 * uninstall();
 * ```
 */
export function installDevWallets(win: WalletWindow, config: WalletConfig): { wallets: DevWallets; infos: Partial<Record<'dev' | 'second', EIP6963ProviderInfo>>; uninstall(): void } {
  const wallets = createDevWallets(config);
  const stops: (() => void)[] = [];
  const infos: Partial<Record<'dev' | 'second', EIP6963ProviderInfo>> = {};
  for (const kind of ['dev', 'second'] as const) {
    const wallet = wallets[kind];
    if (!wallet) continue;
    const info = { uuid: uuidV4(), ...DEV_WALLET_INFO[kind] };
    infos[kind] = info;
    stops.push(announceProvider(win, { info, provider: wallet.provider }));
  }
  const previousEthereum = win.ethereum;
  if (wallets.legacy) win.ethereum = wallets.legacy.provider;
  return {
    wallets,
    infos,
    uninstall() {
      stops.forEach((stop) => stop());
      if (wallets.legacy && win.ethereum === wallets.legacy.provider) win.ethereum = previousEthereum;
    },
  };
}

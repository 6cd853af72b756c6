import { HARDHAT_ACCOUNTS } from '../chain/accounts';
import { SOLANA_TEST_ACCOUNTS } from '../solana/accounts';
import type { WalletChain } from '../wallets/types';
import type { WcWalletOptions } from './types';

/**
 * Hardhat accounts the WalletConnect wallet uses by default (#6 selected, #7): never those of the
 * injected dev wallets (#0–#2) or the demo's recipient (#5), so their nonces never collide.
 */
export const WC_WALLET_EVM_ACCOUNTS: readonly number[] = Object.freeze([6, 7]);
/** Solana test account the WalletConnect wallet uses by default (#3; the dev wallets use #0–#2, the demo sends to #4). */
export const WC_WALLET_SOLANA_ACCOUNT = 3;
const CHAIN_NAMES = ['Latchkey Chain A', 'Latchkey Chain B'];

/** The parts of a running stack (or of `npm run stack` seen from another process) the wallet needs. */
export interface WcWalletStackView {
  /** EVM chains: id and RPC URL, chain A first. */
  chains: readonly { chainId: number; rpcUrl: string }[];
  /** The Solana endpoint's HTTP URL. */
  solanaUrl: string;
  /** The relay's ws:// URL. */
  relayUrl: string;
}

/**
 * Options for `createWcWallet` against the local stack: EVM accounts #6 and #7 on both chains,
 * Solana account #3 on the local endpoint, the stack's relay. `overrides` win.
 *
 * @example
 * const wallet = await createWcWallet(wcWalletOptions({ chains: stack.chains.chains, solanaUrl: stack.urls.solana, relayUrl: stack.urls.relay }));
 */
export function wcWalletOptions(view: WcWalletStackView, overrides: Partial<WcWalletOptions> = {}): WcWalletOptions {
  const chains: WalletChain[] = view.chains.map((chain, index) => ({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    name: CHAIN_NAMES[index] ?? `Latchkey Chain ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }));
  return {
    relayUrl: view.relayUrl,
    evm: { privateKeys: WC_WALLET_EVM_ACCOUNTS.map((index) => HARDHAT_ACCOUNTS[index]!.privateKey), chains },
    solana: { seeds: [SOLANA_TEST_ACCOUNTS[WC_WALLET_SOLANA_ACCOUNT]!.seed], rpcUrl: view.solanaUrl },
    ...overrides,
  };
}

// Test-only: a kit with the bip122 plugin, the harness mock wallet on a stand-in window, and the
// approval step the ApproveTransaction view would take.
import type { Kit, KitOptions, NetworkInput } from '@latchkey/kernel';
import { testKit } from '@latchkey/test-harness/kit';
import { installBitcoinMockWallet, type BitcoinMockWalletConfig, type BitcoinWindow, type InstalledBitcoinWallet } from '@latchkey/test-harness/bitcoin/index';
import { vi } from 'vitest';
import { bip122 } from '../index';
import { bitcoin, bitcoinTestnet } from '../networks';
import type { Bip122Options } from '../types';

export { approveNext, rejectNext } from '@latchkey/test-harness/kit';

/** The mock wallet's accounts from the BIP test mnemonic (BIP-84 / BIP-86 vectors). */
export const MAINNET_PAYMENT = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
export const MAINNET_ORDINAL = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr';
/** The mock's connector id (from its name, 'Latchkey Bitcoin Wallet'). */
export const MOCK_CONNECTOR = 'latchkey-bitcoin-wallet';

/** A stand-in window with the mock wallet on it, set as `globalThis.window` (sats-connect reads the global). */
export function mockWindow(config: BitcoinMockWalletConfig = {}): InstalledBitcoinWallet & { win: BitcoinWindow } {
  const win: BitcoinWindow = { document: { readyState: 'complete' } };
  const installed = installBitcoinMockWallet(win, config);
  vi.stubGlobal('window', win);
  return { ...installed, win };
}

export function makeKit(options: { networks?: readonly NetworkInput[]; bip122?: Bip122Options } & Partial<KitOptions> = {}): Kit {
  const { networks = [bitcoin, bitcoinTestnet], bip122: pluginOptions, ...rest } = options;
  return testKit({
    networks,
    // These tests drive the kit's own review before the wallet (the dapp option approvals: 'all');
    // the default, straight to a wallet with its own screen, has tests of its own (approvals: 'auto').
    approvals: 'all',
    basic: true,
    ...rest,
    plugins: [bip122(pluginOptions)],
  });
}

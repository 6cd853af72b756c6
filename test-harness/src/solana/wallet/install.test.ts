import type { Wallet } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { SOLANA_TEST_ACCOUNTS } from '../accounts';
import { createSolanaDevWallets, installSolanaDevWallets, solanaWalletConfigFromEndpoint } from './install';
import { APP_READY_EVENT, REGISTER_WALLET_EVENT } from './register';

const OFFLINE_RPC = 'http://127.0.0.1:9';
const seeds = SOLANA_TEST_ACCOUNTS.slice(0, 3).map((account) => account.seed);

/** The app side of the Wallet Standard protocol, as @wallet-standard/app implements it. */
function fakeApp(target: EventTarget) {
  const registered = new Set<Wallet>();
  const api = {
    register(wallet: Wallet) {
      registered.add(wallet);
      return () => registered.delete(wallet);
    },
  };
  const listen = () => target.addEventListener(REGISTER_WALLET_EVENT, (event) => (event as CustomEvent<(api: unknown) => void>).detail(api));
  const announceReady = () => target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }));
  return { registered, listen, announceReady };
}

describe('installSolanaDevWallets', () => {
  it('registers with an app that loaded first and with one that loads later, and uninstalls from both', () => {
    const target = new EventTarget();
    const early = fakeApp(target);
    early.listen();
    const { wallets, uninstall } = installSolanaDevWallets(target, { rpcUrl: OFFLINE_RPC, seeds });
    expect([...early.registered].map((wallet) => wallet.name)).toEqual(['Latchkey Solana Dev Wallet', 'Latchkey Solana Second Wallet']);
    const late = fakeApp(target);
    late.announceReady();
    expect([...late.registered]).toEqual([wallets.dev!.wallet, wallets.second!.wallet]);
    uninstall();
    expect(early.registered.size).toBe(0);
    expect(late.registered.size).toBe(0);
    const afterUninstall = fakeApp(target);
    afterUninstall.announceReady();
    expect(afterUninstall.registered.size).toBe(0);
  });

  it('the second wallet leads with another account; either can be left out', () => {
    const { dev, second } = createSolanaDevWallets({ rpcUrl: OFFLINE_RPC, seeds });
    expect(dev!.state().selected).toBe(SOLANA_TEST_ACCOUNTS[0]!.address);
    expect(second!.state().selected).toBe(SOLANA_TEST_ACCOUNTS[1]!.address);
    expect(second!.wallet.icon).not.toBe(dev!.wallet.icon);
    expect(Object.keys(createSolanaDevWallets({ rpcUrl: OFFLINE_RPC, seeds, wallets: ['second'] }))).toEqual(['second']);
    expect(() => createSolanaDevWallets({ rpcUrl: OFFLINE_RPC, seeds: [] })).toThrow(/at least one seed/);
  });

  it('solanaWalletConfigFromEndpoint uses the endpoint URL and its first accounts', () => {
    expect(solanaWalletConfigFromEndpoint({ url: 'http://127.0.0.1:8899', accounts: SOLANA_TEST_ACCOUNTS }, { accountCount: 2, authorized: true })).toEqual({
      rpcUrl: 'http://127.0.0.1:8899',
      seeds: seeds.slice(0, 2),
      authorized: true,
    });
  });
});

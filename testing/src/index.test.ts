// The package's public surface: what each entry exports (a change here is a change to the
// published API), that Playwright's own types fit, and the configs made from a stack.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import * as testing from '@latchkey/testing';
import { walletConfigFromStack, type InstalledWallets, type WalletHandle, type WalletTarget } from '@latchkey/testing';

describe('@latchkey/testing', () => {
  it('exports the wallets API (and nothing of the stack)', () => {
    expect(Object.keys(testing).sort()).toEqual(['HARDHAT_ACCOUNTS', 'SOLANA_TEST_ACCOUNTS', 'WALLET_NAMESPACES', 'installWallets', 'walletConfigFromStack', 'walletScripts']);
    expect(testing.WALLET_NAMESPACES).toEqual(['evm', 'solana', 'polkadot', 'bitcoin', 'cosmos']);
    expect(testing.HARDHAT_ACCOUNTS[0]!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('accepts Playwright pages and contexts as they are, and types the handles by what was installed', () => {
    expectTypeOf<Page>().toMatchTypeOf<WalletTarget>();
    expectTypeOf<BrowserContext>().toMatchTypeOf<WalletTarget>();
    type Both = InstalledWallets<{ evm: true; bitcoin: { network: 'Testnet' } }>;
    expectTypeOf<Both['evm']>().toEqualTypeOf<WalletHandle>();
    expectTypeOf<Both['bitcoin']>().toEqualTypeOf<WalletHandle>();
    expectTypeOf<Both>().not.toHaveProperty('solana');
  });

  it('walletConfigFromStack: the EVM wallets on both chains with the funded keys, the Solana ones on the endpoint', () => {
    const key = (n: number) => `0x${String(n).repeat(64)}` as const;
    const stack = {
      chains: {
        chains: [
          { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
          { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
        ],
        accounts: [1, 2, 3, 4].map((n) => ({ privateKey: key(n) })),
      },
      solana: { url: 'http://127.0.0.1:8899', accounts: [{ seed: 'a'.repeat(64) }, { seed: 'b'.repeat(64) }] },
    };
    expect(walletConfigFromStack(stack, { accountCount: 2 })).toEqual({
      evm: {
        chains: [
          { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Latchkey Chain A', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
          { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'Latchkey Chain B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
        ],
        privateKeys: [key(1), key(2)],
      },
      solana: { rpcUrl: 'http://127.0.0.1:8899', seeds: ['a'.repeat(64), 'b'.repeat(64)] },
    });
    expect(walletConfigFromStack(stack).evm.privateKeys).toHaveLength(3);
    expect(() => walletConfigFromStack(stack, { accountCount: 0 })).toThrow(RangeError);
  });
});

describe('@latchkey/testing/stack and /contract', () => {
  it('export the stack starter (under both names) and the plugin contract suite', async () => {
    const stack = await import('@latchkey/testing/stack');
    expect(Object.keys(stack).sort()).toEqual([
      'DEFAULT_CLOUD_PORT',
      'DEFAULT_POLKADOT_PORT',
      'HARDHAT_ACCOUNTS',
      'POLKADOT_STACK_BALANCES',
      'SOLANA_TEST_ACCOUNTS',
      'formatPlanck',
      'resolveFramePort',
      'resolveRelayPort',
      'resolveSolanaPort',
      'resolveStackPorts',
      'startLocalStack',
      'startStack',
      'walletConfigFromStack',
    ]);
    expect(stack.startLocalStack).toBe(stack.startStack);
    const contract = await import('@latchkey/testing/contract');
    expect(Object.keys(contract)).toEqual(['runPluginContract']);
  });
});

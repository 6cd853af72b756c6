import type { Stack } from '@latchkey/test-harness/stack';
import type { DemoConfig } from '../src/config';

export const DEMO_PROJECT_ID = 'latchkey-dev';

/**
 * The page's runtime config for a running stack. Private keys are Hardhat's public test keys and
 * the Solana seeds the harness's public test keys: local test keys, never real funds.
 */
export function demoConfig(stack: Pick<Stack, 'chains' | 'solana' | 'urls'>, options: { devWallets: boolean }): DemoConfig {
  const { chains, solana } = stack;
  return {
    cloudUrl: stack.urls.cloud,
    projectId: DEMO_PROJECT_ID,
    chains: chains.chains.map((c, i) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: i === 0 ? 'Latchkey Chain A' : 'Latchkey Chain B', tokens: c.tokens })),
    solana: {
      rpcUrl: solana.url,
      genesisHash: solana.genesisHash,
      name: 'Solana Localnet',
      // Test account #4: never one of the dev wallets' own accounts (#0–#2).
      recipient: solana.accounts[4]!.address,
    },
    devWallets: options.devWallets
      ? { privateKeys: chains.accounts.slice(0, 3).map((a) => a.privateKey), solanaSeeds: solana.accounts.slice(0, 3).map((a) => a.seed) }
      : undefined,
    recipient: chains.accounts[5]!.address,
    relayUrl: stack.urls.relay,
    frameUrl: stack.urls.frame,
  };
}

import type { Stack } from '@latchkey/test-harness/stack';
import { BITCOIN_TEST_MNEMONIC } from '@latchkey/test-harness/bitcoin/keys';
import { COSMOS_TEST_ACCOUNTS } from '@latchkey/test-harness/cosmos/accounts';
import { POLKADOT_DEV_ACCOUNTS } from '@latchkey/test-harness/polkadot/accounts';
import type { DemoConfig } from '../src/config';

export const DEMO_PROJECT_ID = 'latchkey-dev';

/**
 * The page's runtime config for a running stack. Private keys are Hardhat's public test keys, the
 * Solana seeds the harness's public test keys, the Polkadot accounts Substrate's public dev keys,
 * the Bitcoin phrase the BIP test phrase and the Cosmos keys the harness's public test keys:
 * local test keys, never real funds.
 */
export function demoConfig(stack: Pick<Stack, 'chains' | 'solana' | 'polkadot' | 'urls'>, options: { devWallets: boolean }): DemoConfig {
  const { chains, solana, polkadot } = stack;
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
    polkadot: { rpcUrl: polkadot.url, genesisHash: polkadot.genesisHash, name: 'Polkadot Localnet' },
    devWallets: options.devWallets
      ? {
          privateKeys: chains.accounts.slice(0, 3).map((a) => a.privateKey),
          solanaSeeds: solana.accounts.slice(0, 3).map((a) => a.seed),
          // Alice and Bob: the accounts the stand-in holds balances for.
          polkadotAccounts: POLKADOT_DEV_ACCOUNTS.slice(0, 2).map((a) => ({ uri: a.uri, type: a.type, name: a.name })),
          bitcoinMnemonic: BITCOIN_TEST_MNEMONIC,
          cosmosSeeds: COSMOS_TEST_ACCOUNTS.map((a) => a.seed),
        }
      : undefined,
    recipient: chains.accounts[5]!.address,
    relayUrl: stack.urls.relay,
    frameUrl: stack.urls.frame,
  };
}

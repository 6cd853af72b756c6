import type { LocalChains } from '@latchkey/test-harness/chain/index';
import type { DemoConfig } from '../src/config';

export const DEMO_PROJECT_ID = 'latchkey-dev';

/** The page's runtime config for a running stack. Private keys are Hardhat's public test keys. */
export function demoConfig(chains: LocalChains, cloudUrl: string, options: { devWallets: boolean }): DemoConfig {
  return {
    cloudUrl,
    projectId: DEMO_PROJECT_ID,
    chains: chains.chains.map((c, i) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: i === 0 ? 'Latchkey Chain A' : 'Latchkey Chain B', tokens: c.tokens })),
    devWallets: options.devWallets ? { privateKeys: chains.accounts.slice(0, 3).map((a) => a.privateKey) } : undefined,
    recipient: chains.accounts[5]!.address,
  };
}

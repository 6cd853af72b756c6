import type { RuntimeConfig } from './consumer-app/src/config';
import type { Stack } from '@latchkey/test-harness/stack';
import type { OutsideTestEnv } from './outside-dapp';

/** The consumer page's runtime config for a running stack: chain A through the cloud double. */
export function consumerConfig(stack: Stack): RuntimeConfig {
  const chain = stack.chains.chains[0]!;
  return {
    projectId: stack.cloud.projectId,
    cloudUrl: stack.urls.cloud,
    chain: { chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: 'Latchkey Chain A' },
  };
}

/** The outside dapp's test environment: the served app and the chain its runtime config names. */
export function outsideTestEnv(stack: Stack, appUrl: string): OutsideTestEnv {
  const chain = stack.chains.chains[0]!;
  return { APP_URL: `${appUrl}/`, CHAIN_ID: String(chain.chainId), RPC_URL: chain.rpcUrl };
}

/** What the consumer page exposes for tests (its `Kit`, reduced to what they call). */
declare global {
  interface Window {
    __kit?: { request(args: { method: string; params?: unknown }): Promise<unknown>; open(options: { view: string }): void };
  }
}

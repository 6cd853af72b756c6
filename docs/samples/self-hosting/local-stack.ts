import type { KitOptions } from '@latchkey/kernel';
import type { Stack } from '@latchkey/testing/stack';

/** Endpoints of a running local stack (`npm run stack`, or startLocalStack): one cloud double serves all four. */
export function stackEndpoints(stack: Pick<Stack, 'urls'>): KitOptions['endpoints'] {
  const cloud = stack.urls.cloud; // http://127.0.0.1:4100 by default
  return { api: cloud, rpc: cloud, analytics: cloud, blockchainApi: cloud };
}

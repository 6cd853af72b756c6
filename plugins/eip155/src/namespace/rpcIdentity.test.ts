// How an EVM RPC endpoint proves its chain: its `eth_chainId` must be the network's id.
import { describe, expect, it } from 'vitest';
import type { CaipNetwork } from '@latchkey/kernel';
import { eip155Namespace } from './index';

const network = (id: number) => ({ id, caipNetworkId: `eip155:${id}`, chainNamespace: 'eip155' }) as CaipNetwork;
const identity = eip155Namespace.rpcIdentity!;

describe('eip155 rpcIdentity', () => {
  it('asks eth_chainId', () => {
    expect(identity.request).toEqual({ method: 'eth_chainId' });
  });

  it('accepts the network’s own chain id only', () => {
    expect(identity.matches('0x7a69', network(31337))).toBe(true);
    expect(identity.matches('0x1', network(1))).toBe(true);
    expect(identity.matches('0x01', network(1))).toBe(true);
    expect(identity.matches('0x1', network(31337))).toBe(false);
    expect(identity.matches('0x7a6a', network(31337))).toBe(false);
    expect(identity.matches('0x89', network(1))).toBe(false);
  });

  it('refuses answers that are not a chain id', () => {
    for (const answer of [1, null, undefined, '', '0x', 'eip155:', { chainId: '0x1' }, ['0x1'], '0x1 ', '1e0']) expect(identity.matches(answer, network(1))).toBe(false);
  });
});

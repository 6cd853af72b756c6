import { describe, expect, it } from 'vitest';
import { createKit, createMemoryStorage, defineNamespace, definePlugin, isKitError, type ChainNamespace } from '@latchkey/kernel';
import { proposalFor, sessionsOf, unproposedChains, type WcSession } from './session';
import { toWcError } from './errors';
import { ethereum } from '@latchkey/test-harness/kit';

const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const ns = (namespace: ChainNamespace, unsafe: string[]) =>
  defineNamespace({ namespace, bareNetworks: namespace === 'eip155', chainReference: (id) => String(id).replace(`${namespace}:`, ''), accountTypes: ['eoa'], methods: { safe: ['x_read'], unsafe }, addressError: () => undefined });

function kit() {
  return createKit({
    metadata: { name: 't', description: 't', url: 'https://dapp.example', icons: [] },
    networks: [
      ethereum,
      { id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://base.example'] } } },
      { id: SOL.slice(7), chainNamespace: 'solana', name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['https://sol.example'] } } },
    ],
    storage: createMemoryStorage(),
    basic: true,
    plugins: [definePlugin({ id: 'chains', kind: 'chain', namespaces: [ns('eip155', ['personal_sign', 'eth_sendTransaction']), ns('solana', ['solana_signMessage'])] })],
  });
}

describe('the CAIP-25 proposal', () => {
  it("asks for every configured network of each namespace, its adapter's wallet methods, its events, and the kit's own RPC URLs", async () => {
    const k = kit();
    const networksOf = (n: ChainNamespace) => k.getState().chains[n]?.network.requestedCaipNetworks ?? [];
    const { optionalNamespaces } = proposalFor(k, ['eip155', 'solana'], networksOf);
    expect(optionalNamespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:8453'],
      methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { '1': 'https://eth.example', '8453': 'https://base.example' },
    });
    expect(optionalNamespaces.solana).toMatchObject({ chains: [SOL], methods: ['solana_signMessage'], rpcMap: { [SOL]: 'https://sol.example' } });
    // Only what was asked: a namespace left out is not proposed.
    expect(Object.keys(proposalFor(k, ['solana'], networksOf).optionalNamespaces)).toEqual(['solana']);
    await k.destroy();
  });
});

describe("the kit's view of a session", () => {
  const session: WcSession = {
    topic: 't',
    expiry: 0,
    namespaces: {
      eip155: { accounts: ['eip155:1:0xAbC', 'eip155:8453:0xAbC', 'eip155:8453:0xDeF', 'eip155:1:0xAbC'], methods: [], events: [] },
      solana: { accounts: [`${SOL}:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin`], methods: [], events: [] },
      cosmos: { accounts: ['garbage'], methods: [], events: [] },
    },
  };

  const proposed = { eip155: ['eip155:1', 'eip155:8453'], solana: [SOL], cosmos: ['cosmos:cosmoshub-4'] };

  it('one entry per asked namespace: its addresses once each, on the chain the kit is on when the session has it', () => {
    expect(sessionsOf(session, ['eip155', 'solana'], { eip155: 'eip155:8453' }, proposed)).toEqual([
      { namespace: 'eip155', accounts: [{ address: '0xAbC' }, { address: '0xDeF' }], chainId: 8453 },
      { namespace: 'solana', accounts: [{ address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' }], chainId: SOL.slice(7) },
    ]);
    // Otherwise the wallet's first chain; the chain it just moved to wins over both.
    expect(sessionsOf(session, ['eip155'], { eip155: 'eip155:10' }, proposed)[0]!.chainId).toBe(1);
    expect(sessionsOf(session, ['eip155'], { eip155: 'eip155:1' }, proposed, 'eip155:8453')[0]!.chainId).toBe(8453);
  });

  it('takes no account on a chain the kit never proposed, and names such chains', () => {
    const hostile: WcSession = {
      topic: 't',
      expiry: 0,
      namespaces: {
        eip155: { accounts: ['eip155:999:0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'eip155:1:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'], methods: [], events: [] },
        solana: { accounts: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'], methods: [], events: [] },
      },
    };
    expect(sessionsOf(hostile, ['eip155', 'solana'], {}, proposed)).toEqual([{ namespace: 'eip155', accounts: [{ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }], chainId: 1 }]);
    // A chain change to an unproposed chain cannot move the kit there.
    expect(sessionsOf(hostile, ['eip155'], {}, proposed, 'eip155:999')[0]!.chainId).toBe(1);
    expect(unproposedChains(hostile, ['eip155', 'solana'], proposed)).toEqual(['eip155:999', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']);
    // Nothing proposed in a namespace: nothing taken from it.
    expect(sessionsOf(hostile, ['eip155'], {}, {})).toEqual([]);
  });

  it('leaves out namespaces not asked for, not approved, or whose accounts are malformed', () => {
    expect(sessionsOf(session, ['solana'], {}, proposed).map((s) => s.namespace)).toEqual(['solana']);
    expect(sessionsOf(session, ['cosmos', 'polkadot'], {}, proposed)).toEqual([]);
  });
});

describe('provider and wallet errors', () => {
  it('are matched by code and message into typed errors', () => {
    expect(isKitError(toWcError({ code: 5000, message: 'User rejected.' }, 'x'), 'USER_REJECTED')).toBe(true);
    expect(isKitError(toWcError({ code: 4001, message: 'User Rejected Request' }, 'x'), 'USER_REJECTED')).toBe(true);
    expect(isKitError(toWcError(new Error('User rejected methods.'), 'x'), 'USER_REJECTED')).toBe(true);
    expect(toWcError({ code: 4902, message: 'Unrecognized chain ID' }, 'x').shortMessage).toBe('Chain is not supported');
    expect(toWcError(new Error('Proposal expired'), 'x').shortMessage).toBe('The connection request expired');
    expect(toWcError(new Error("No matching key. session topic doesn't exist: abc"), 'x').shortMessage).toBe('The WalletConnect session has ended');
    expect(toWcError(new Error('WebSocket connection failed for host: ws://127.0.0.1:4200'), 'x').shortMessage).toBe('The WalletConnect relay is unreachable');
    expect(toWcError(new Error('Something odd'), 'Connection failed').shortMessage).toBe('Something odd');
  });
});

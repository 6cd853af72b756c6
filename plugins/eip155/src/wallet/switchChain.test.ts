import { describe, expect, it } from 'vitest';
import type { CaipNetwork } from '@latchkey/kernel';
import { switchChain } from './switchChain';
import { addChainParameters } from './chainId';

const chainB: CaipNetwork = {
  id: 31338,
  name: 'Local B',
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  blockExplorers: { default: { name: 'Scan', url: 'https://scan.example' } },
  assets: { imageUrl: 'https://img.example/b.png' },
};

function scripted(...answers: unknown[]) {
  const calls: Array<[string, unknown[]]> = [];
  return {
    calls,
    call: async (method: string, params: unknown[]) => {
      calls.push([method, params]);
      const next = answers.shift();
      if (next instanceof Error || (typeof next === 'object' && next !== null && 'code' in next)) throw next;
      return next ?? null;
    },
  };
}

describe('switchChain', () => {
  it('switches with the hex chain id when the wallet knows the chain', async () => {
    const w = scripted(null);
    await switchChain(w.call, chainB);
    expect(w.calls).toEqual([['wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]]]);
  });

  it.each([
    ['4902', { code: 4902, message: 'Unrecognized chain' }],
    ['the wrapped data.originalError form', { code: -32603, message: 'Internal', data: { originalError: { code: 4902 } } }],
  ])('adds the chain with the SPEC §7 fields, then switches again, on %s', async (_, error) => {
    const w = scripted(error, null, null);
    await switchChain(w.call, chainB);
    expect(w.calls.map(([m]) => m)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(w.calls[1]![1]).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Local B',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8546'],
        blockExplorerUrls: ['https://scan.example'],
        iconUrls: ['https://img.example/b.png'],
      },
    ]);
  });

  it('keeps a rejection a rejection and does not try to add', async () => {
    const w = scripted({ code: 4001, message: 'User rejected' });
    await expect(switchChain(w.call, chainB)).rejects.toMatchObject({ code: 4001 });
    expect(w.calls).toHaveLength(1);
  });

  it('leaves optional lists out instead of sending them empty', () => {
    const { blockExplorers: _b, assets: _a, ...bare } = chainB;
    expect(addChainParameters(bare)).not.toHaveProperty('blockExplorerUrls');
    expect(addChainParameters(bare)).not.toHaveProperty('iconUrls');
  });
});

import { createKit, createMemoryStorage } from '@latchkey/kernel';
import { solanaMainnet } from '@latchkey/solana';
import { describe, expect, it } from 'vitest';
import * as presets from './index';
import { evm, multichain, solana } from './index';

const ethereum = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } };
const ids = (plugins: ReturnType<typeof evm>) => plugins.map((p) => [p.id, p.namespaces?.map((n) => n.namespace)]);

describe('presets', () => {
  it('exports the three presets', () => {
    expect(Object.keys(presets).sort()).toEqual(['evm', 'multichain', 'solana']);
  });

  it('are plugin lists: evm → eip155, solana → solana, multichain → both', () => {
    expect(ids(evm())).toEqual([['eip155', ['eip155']]]);
    expect(ids(solana())).toEqual([['solana', ['solana']]]);
    expect(ids(multichain())).toEqual([
      ['eip155', ['eip155']],
      ['solana', ['solana']],
    ]);
    // Fresh plugin objects on every call: two kits never share one.
    expect(multichain()[1]).not.toBe(multichain()[1]);
  });

  it('install together in one kit serving both namespaces', async () => {
    const kit = createKit({
      metadata: { name: 'presets', description: 'test', url: 'http://127.0.0.1', icons: [] },
      networks: [ethereum, solanaMainnet],
      storage: createMemoryStorage(),
      basic: true,
      plugins: multichain({ evm: { injected: false }, solana: { wallets: { get: () => [], on: () => () => {} } } }),
    });
    expect(Object.keys(kit.getState().chains).sort()).toEqual(['eip155', 'solana']);
    expect(kit.namespace('solana')?.accountTypes).toEqual(['eoa']);
    expect(typeof kit.plugin('solana').sendSol).toBe('function');
    await kit.destroy();
  });
});

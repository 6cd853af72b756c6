import { createKit, createMemoryStorage } from '@latchkey/kernel';
import { solanaMainnet } from '@latchkey/solana';
import { polkadotMainnet } from '@latchkey/polkadot';
import { bitcoin } from '@latchkey/bip122';
import { cosmosHub } from '@latchkey/cosmos';
import { describe, expect, it } from 'vitest';
import * as presets from './index';
import { evm, multichain, solana } from './index';

const ethereum = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } };
const ids = (plugins: ReturnType<typeof evm>) => plugins.map((p) => [p.id, p.namespaces?.map((n) => n.namespace)]);

describe('presets', () => {
  it('exports the three presets', () => {
    expect(Object.keys(presets).sort()).toEqual(['evm', 'multichain', 'solana']);
  });

  it('are plugin lists: evm → eip155, solana → solana, multichain → both; WalletConnect in each unless turned off', () => {
    expect(ids(evm())).toEqual([
      ['eip155', ['eip155']],
      ['walletconnect', undefined],
    ]);
    expect(ids(solana())).toEqual([
      ['solana', ['solana']],
      ['walletconnect', undefined],
    ]);
    expect(ids(multichain())).toEqual([
      ['eip155', ['eip155']],
      ['solana', ['solana']],
      ['polkadot', ['polkadot']],
      ['bip122', ['bip122']],
      ['cosmos', ['cosmos']],
      ['walletconnect', undefined],
    ]);
    expect(ids(evm({ walletConnect: false }))).toEqual([['eip155', ['eip155']]]);
    expect(ids(multichain({ walletConnect: false }))).toHaveLength(5);
    expect(ids(multichain({ polkadot: false, bitcoin: false, cosmos: false, walletConnect: false }))).toEqual([
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
    // One WalletConnect connector for both namespaces; its SDK is not loaded by installing it.
    const wc = kit.getState().connectors.find((c) => c.id === 'walletConnect');
    expect(wc).toMatchObject({ type: 'WALLET_CONNECT', namespaces: ['eip155', 'solana'] });
    await kit.destroy();
  });

  it('with a network of each of the five chain families: five namespaces, and WalletConnect proposes all five; with EVM only, no other chain offers a wallet', async () => {
    const base = { metadata: { name: 'presets', description: 'test', url: 'http://127.0.0.1', icons: [] }, storage: createMemoryStorage(), basic: true };
    const kit = createKit({ ...base, networks: [ethereum, solanaMainnet, polkadotMainnet, bitcoin, cosmosHub], plugins: multichain({ evm: { injected: false }, solana: { wallets: { get: () => [], on: () => () => {} } } }) });
    expect(Object.keys(kit.getState().chains).sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana']);
    expect(kit.namespace('bip122')?.accountTypes[0]).toBe('payment');
    expect(kit.getState().connectors.find((c) => c.id === 'walletConnect')?.namespaces.slice().sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana']);
    await kit.destroy();
    const evmOnly = createKit({ ...base, storage: createMemoryStorage(), networks: [ethereum], plugins: multichain({ evm: { injected: false } }) });
    expect(evmOnly.getState().connectors.map((c) => c.id)).toEqual(['walletConnect']);
    await evmOnly.destroy();
  });
});

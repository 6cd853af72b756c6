import { readFileSync } from 'node:fs';
import { isCaipNetworkId, isKitError } from '@latchkey/kernel';
import { knownGenesis } from '@polkadot/networks/defaults';
import { allNetworks, decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_SS58_PREFIX,
  isLocalNetwork,
  kusama,
  POLKADOT_GENESIS_HASHES,
  POLKADOT_REFERENCES,
  polkadotChainReference,
  polkadotLocalnet,
  polkadotMainnet,
  ss58PrefixOf,
  westend,
} from './networks';
import { accountsFor } from './wallet/accounts';
import { ALICE } from './test/kit';

describe('networks', () => {
  it('carry the well-known genesis hashes, as @polkadot/networks lists them', () => {
    expect(knownGenesis.polkadot![0]).toBe(POLKADOT_GENESIS_HASHES.polkadot);
    expect(knownGenesis.kusama![0]).toBe(POLKADOT_GENESIS_HASHES.kusama);
    expect(knownGenesis.westend![0]).toBe(POLKADOT_GENESIS_HASHES.westend);
    // And the SS58 prefixes and currencies of the registry util-crypto ships.
    const registry = (name: string) => allNetworks.find((n) => n.network === name)!;
    expect([registry('polkadot').prefix, registry('polkadot').decimals[0], registry('polkadot').symbols[0]]).toEqual([0, polkadotMainnet.nativeCurrency.decimals, polkadotMainnet.nativeCurrency.symbol]);
    expect([registry('kusama').prefix, registry('kusama').decimals[0], registry('kusama').symbols[0]]).toEqual([2, kusama.nativeCurrency.decimals, kusama.nativeCurrency.symbol]);
  });

  it('have CAIP-2 ids of the first 32 hex characters of the genesis hash (the CAIP vectors agree for Kusama)', () => {
    expect(polkadotMainnet.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182');
    expect(kusama.caipNetworkId).toBe('polkadot:b0a8d493285c2df73290dfb7e61f870f');
    expect(westend.caipNetworkId).toBe('polkadot:e143f23803ac50e8f6f8e62695d1ce9e');
    const vectors = readFileSync(new URL('../../../../shared/vectors/caip/caip2_caip10_vectors.json', import.meta.url), 'utf8');
    expect(vectors).toContain(`polkadot:${POLKADOT_REFERENCES.kusama}:`);
    for (const n of [polkadotMainnet, kusama, westend]) {
      expect(isCaipNetworkId(n.caipNetworkId)).toBe(true);
      expect(n.id).toBe(n.caipNetworkId.split(':')[1]);
      expect(Object.isFrozen(n.nativeCurrency)).toBe(true);
    }
    expect([polkadotMainnet.testnet, kusama.testnet, westend.testnet]).toEqual([false, false, true]);
  });

  it('read chain ids as CAIP-2 ids, bare references or full genesis hashes', () => {
    expect(polkadotChainReference(POLKADOT_GENESIS_HASHES.kusama)).toBe(POLKADOT_REFERENCES.kusama);
    expect(polkadotChainReference(`polkadot:${POLKADOT_REFERENCES.westend}`)).toBe(POLKADOT_REFERENCES.westend);
    expect(polkadotChainReference(POLKADOT_REFERENCES.polkadot.toUpperCase())).toBe(POLKADOT_REFERENCES.polkadot);
    for (const bad of ['eip155:1', 'polkadot:xyz', `solana:${POLKADOT_REFERENCES.polkadot}`, '0x1234', 1, 'polkadot:a:b']) expect(polkadotChainReference(bad as string)).toBeUndefined();
  });

  it('give each network its SS58 prefix (0 Polkadot, 2 Kusama, 42 Westend and unknown chains; the dapp may set others)', () => {
    expect([ss58PrefixOf(polkadotMainnet), ss58PrefixOf(kusama), ss58PrefixOf(westend), ss58PrefixOf(undefined)]).toEqual([0, 2, 42, 42]);
    const local = polkadotLocalnet('http://127.0.0.1:9944', { genesisHash: `0x${'ab'.repeat(32)}` });
    expect(ss58PrefixOf(local)).toBe(GENERIC_SS58_PREFIX);
    expect(ss58PrefixOf(local, { [local.caipNetworkId]: 7 })).toBe(7);
  });

  it('write the same account with each network’s prefix', () => {
    const list = [{ address: ALICE.generic, name: 'Alice', type: 'sr25519' }];
    expect(accountsFor(list, polkadotMainnet, ss58PrefixOf(polkadotMainnet))[0]!.address).toBe(ALICE.polkadot);
    expect(accountsFor(list, kusama, ss58PrefixOf(kusama))[0]!.address).toBe(ALICE.kusama);
    expect(accountsFor(list, westend, ss58PrefixOf(westend))[0]!.address).toBe(ALICE.generic);
    // util-crypto's own encoder agrees, and all three decode to one public key.
    expect(encodeAddress(ALICE.publicKey, 2)).toBe(ALICE.kusama);
    for (const a of [ALICE.polkadot, ALICE.kusama, ALICE.generic]) expect(Buffer.from(decodeAddress(a)).toString('hex')).toBe(ALICE.publicKey.slice(2));
  });

  it('polkadotLocalnet: a testnet on a loopback RPC, so its balances still show; bad input is a ConfigError', () => {
    const local = polkadotLocalnet('http://127.0.0.1:9944', { genesisHash: `0x${'AB'.repeat(32)}`, name: 'Dev' });
    expect(local).toMatchObject({ id: 'ab'.repeat(16), caipNetworkId: `polkadot:${'ab'.repeat(16)}`, name: 'Dev', testnet: true, nativeCurrency: { symbol: 'UNIT', decimals: 12 } });
    expect(isLocalNetwork(local)).toBe(true);
    expect(isLocalNetwork(westend)).toBe(false);
    for (const make of [() => polkadotLocalnet('ws://127.0.0.1:9944', { genesisHash: `0x${'ab'.repeat(32)}` }), () => polkadotLocalnet('http://127.0.0.1:9944', { genesisHash: '0x12' })]) {
      let error: unknown;
      try {
        make();
      } catch (e) {
        error = e;
      }
      expect(isKitError(error, 'CONFIG_ERROR')).toBe(true);
    }
  });
});

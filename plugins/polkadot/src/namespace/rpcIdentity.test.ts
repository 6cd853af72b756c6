// How a Substrate RPC endpoint proves its chain: block 0's hash, whose first 32 hex digits are
// the network's CAIP-2 reference.
import { describe, expect, it } from 'vitest';
import { polkadotNamespace } from './adapter';
import { kusama, POLKADOT_GENESIS_HASHES, polkadotLocalnet, polkadotMainnet } from '../networks';

const identity = polkadotNamespace.rpcIdentity!;

describe('polkadot rpcIdentity', () => {
  it('asks chain_getBlockHash(0)', () => {
    expect(identity.request).toEqual({ method: 'chain_getBlockHash', params: [0] });
  });

  it('accepts the chain’s own genesis hash only', () => {
    expect(identity.matches(POLKADOT_GENESIS_HASHES.polkadot, polkadotMainnet)).toBe(true);
    expect(identity.matches(POLKADOT_GENESIS_HASHES.polkadot.toUpperCase().replace('0X', '0x'), polkadotMainnet)).toBe(true);
    expect(identity.matches(POLKADOT_GENESIS_HASHES.kusama, polkadotMainnet)).toBe(false);
    expect(identity.matches(POLKADOT_GENESIS_HASHES.polkadot, kusama)).toBe(false);
    const genesis = `0x${'ab'.repeat(32)}`;
    const local = polkadotLocalnet('http://127.0.0.1:9944', { genesisHash: genesis });
    expect(identity.matches(genesis, local)).toBe(true);
    expect(identity.matches(POLKADOT_GENESIS_HASHES.westend, local)).toBe(false);
  });

  it('refuses answers that are not a 32-byte hash', () => {
    for (const answer of [undefined, null, 0, '', POLKADOT_GENESIS_HASHES.polkadot.slice(0, 34), POLKADOT_GENESIS_HASHES.polkadot.slice(2), `${POLKADOT_GENESIS_HASHES.polkadot}00`, { hash: POLKADOT_GENESIS_HASHES.polkadot }]) {
      expect(identity.matches(answer, polkadotMainnet)).toBe(false);
    }
  });
});

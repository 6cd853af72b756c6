import { describe, expect, it } from 'vitest';
import { kusama, POLKADOT_GENESIS_HASHES, polkadotMainnet } from '../networks';
import { ALICE } from '../test/kit';
import { accountIdOf, accountsFor, MAX_ACCOUNTS, withFirst } from './accounts';
import { toWalletError } from './errors';

const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';

describe("an extension's account list, read for one network", () => {
  it('keeps sr25519, ed25519 and ecdsa accounts in order, re-encoded for the network, names sanitized', () => {
    const list = [
      { address: ALICE.generic, name: ' Alice\u202e ', type: 'sr25519' },
      { address: BOB, name: 42, type: 'ed25519', genesisHash: null },
    ];
    expect(accountsFor(list, polkadotMainnet, 0)).toEqual([
      { address: ALICE.polkadot, publicKey: ALICE.publicKey, name: 'Alice', type: 'sr25519', source: ALICE.generic },
      { address: expect.stringMatching(/^1/), publicKey: accountIdOf(BOB), type: 'ed25519', source: BOB },
    ]);
  });

  it('leaves out Ethereum accounts, malformed entries, duplicates and accounts pinned to another chain', () => {
    const list = [
      { address: '0xd43593c715fdd31c61141abd04a99fd6822c8558', type: 'ethereum' },
      { address: ALICE.generic, type: 'ethereum' },
      null,
      'string',
      { address: 'not an address' },
      { address: `${ALICE.generic.slice(0, -1)}Z` },
      { address: ALICE.kusama, type: 'sr25519', genesisHash: POLKADOT_GENESIS_HASHES.kusama },
      { address: ALICE.polkadot, type: 'sr25519' },
      { address: BOB, genesisHash: POLKADOT_GENESIS_HASHES.polkadot },
    ];
    // On Polkadot: Alice (the Kusama-pinned entry of her key is not for Polkadot) and Bob.
    expect(accountsFor(list, polkadotMainnet, 0).map((a) => a.source)).toEqual([ALICE.polkadot, BOB]);
    // On Kusama: the pinned Alice comes first; the second Alice is a duplicate; Bob is pinned to Polkadot.
    expect(accountsFor(list, kusama, 2).map((a) => a.address)).toEqual([ALICE.kusama]);
    expect(accountsFor('nope', kusama, 2)).toEqual([]);
    expect(accountsFor(Array.from({ length: MAX_ACCOUNTS + 5 }, () => ({ address: BOB })), kusama, 2)).toHaveLength(1);
  });

  it('puts the selected account first', () => {
    const list = accountsFor([{ address: ALICE.generic }, { address: BOB }], polkadotMainnet, 0);
    expect(withFirst(list, accountIdOf(BOB)).map((a) => a.source)).toEqual([BOB, ALICE.generic]);
    expect(withFirst(list, undefined)).toEqual(list);
    expect(withFirst(list, '0x00')).toEqual(list);
  });
});

describe('extension errors', () => {
  it("a refusal in the extensions' words is a rejection; anything else a connector error with the wallet's words", () => {
    for (const message of ['Cancelled', 'Rejected', 'User rejected the request', `The source https://dapp.example is not allowed to interact with this extension`]) {
      expect(toWalletError(new Error(message), 'x')).toMatchObject({ code: 'USER_REJECTED', details: message });
    }
    expect(toWalletError(new Error('Unable to find keypair'), 'x')).toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'Unable to find keypair' });
    expect(toWalletError(undefined, 'Error signing message')).toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'Error signing message' });
    expect(toWalletError(new Error('x'.repeat(1000)), 'f').shortMessage).toHaveLength(300);
  });
});

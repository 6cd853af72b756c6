import { afterEach, describe, expect, it } from 'vitest';
import type { Kit } from '@latchkey/kernel';
import { kusama, polkadotMainnet, westend } from '../networks';
import { ALICE, makeKit, samplePayload } from '../test/kit';
import { polkadotNamespace } from './adapter';
import { describePolkadotRequest } from './describe';
import { POLKADOT_SAFE_METHODS, POLKADOT_UNSAFE_METHODS } from './methods';
import { internals } from '@latchkey/kernel';

const kits: Kit[] = [];
afterEach(async () => {
  for (const k of kits.splice(0)) await k.destroy();
});

const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`;

describe('the polkadot namespace adapter', () => {
  it('reads chain ids, knows eoa accounts only (SPEC §6) and links accounts to Subscan', () => {
    expect(polkadotNamespace.namespace).toBe('polkadot');
    expect(polkadotNamespace.accountTypes).toEqual(['eoa']);
    expect(polkadotNamespace.chainReference(`0x${'91b171bb158e2d3848fa23a9f1c25182'}${'fb8e20313b2c1eb49219da7a70ce90c3'}`)).toBe('91b171bb158e2d3848fa23a9f1c25182');
    expect(polkadotNamespace.networkId?.('91b171bb158e2d3848fa23a9f1c25182')).toBe('91b171bb158e2d3848fa23a9f1c25182');
    expect(polkadotNamespace.addressExplorerUrl?.(polkadotMainnet, ALICE.polkadot)).toBe(`https://polkadot.subscan.io/account/${ALICE.polkadot}`);
    expect(polkadotNamespace.addressExplorerUrl?.(kusama, ALICE.kusama)).toBe(`https://kusama.subscan.io/account/${ALICE.kusama}`);
    expect(polkadotNamespace.addressExplorerUrl?.(polkadotMainnet, 'javascript:alert(1)')).toBeUndefined();
    expect(polkadotNamespace.addressExplorerUrl?.({ ...westend, blockExplorers: undefined }, ALICE.generic)).toBeUndefined();
  });

  it('validates addresses with the kernel: any prefix, a good checksum; other namespaces’ networks hold none', () => {
    for (const address of [ALICE.generic, ALICE.polkadot, ALICE.kusama]) expect(polkadotNamespace.addressError(address)).toBeUndefined();
    expect(polkadotNamespace.addressError(ALICE.polkadot, polkadotMainnet.caipNetworkId)).toBeUndefined();
    expect(polkadotNamespace.addressError(`${ALICE.generic.slice(0, -1)}Z`)).toBe('SS58 checksum mismatch');
    expect(polkadotNamespace.addressError('0xd43593c715fdd31c61141abd04a99fd6822c8558')).toBe('Expected base58');
    expect(polkadotNamespace.addressError(42)).toBe('Expected base58');
    expect(polkadotNamespace.addressError(ALICE.generic, 'eip155:1')).toBe('Expected a network of namespace polkadot');
  });

  it('gates the two signing methods, runs the Substrate reads, and refuses anything else', () => {
    const kit = makeKit([polkadotMainnet]);
    kits.push(kit);
    for (const m of POLKADOT_UNSAFE_METHODS) expect(internals(kit).requests.classify(m, 'polkadot')).toBe('unsafe');
    for (const m of POLKADOT_SAFE_METHODS) expect(internals(kit).requests.classify(m, 'polkadot')).toBe('safe');
    for (const m of ['author_insertKey', 'author_rotateKeys', 'system_addReservedPeer', 'personal_sign', 'solana_signMessage']) expect(internals(kit).requests.classify(m, 'polkadot')).toBe('unknown');
  });
});

describe('describing a request for the approval view', () => {
  it('a message: its text, or its hex when it is not readable text; with the signing account', () => {
    expect(describePolkadotRequest({ method: 'polkadot_signMessage', params: { address: ALICE.polkadot, message: hex('Sign in to Latchkey\nNonce: 1') }, network: polkadotMainnet })).toEqual({
      kind: 'message',
      text: 'Sign in to Latchkey\nNonce: 1',
      facts: [{ labelKey: 'polkadot.request.account', value: ALICE.polkadot, code: true }],
    });
    expect(describePolkadotRequest({ method: 'polkadot_signMessage', params: { address: ALICE.polkadot, message: '0x00ff10' }, network: polkadotMainnet })).toMatchObject({ kind: 'message', text: '0x00ff10', code: true });
    expect(describePolkadotRequest({ method: 'polkadot_signMessage', params: { message: 'plain text' }, network: polkadotMainnet })).toBeUndefined();
  });

  it('a transaction: account, chain, call index, nonce, tip in the network’s currency, and the call data', () => {
    const payload = samplePayload(ALICE.polkadot);
    expect(describePolkadotRequest({ method: 'polkadot_signTransaction', params: { address: ALICE.polkadot, transactionPayload: payload }, network: polkadotMainnet })).toEqual({
      kind: 'transaction',
      dataBytes: 41,
      text: payload.method,
      code: true,
      facts: [
        { labelKey: 'polkadot.request.account', value: ALICE.polkadot, code: true },
        { labelKey: 'polkadot.request.network', value: 'Polkadot' },
        { labelKey: 'polkadot.request.call', value: '0x0503', code: true },
        { labelKey: 'polkadot.request.nonce', value: '3' },
        { labelKey: 'polkadot.request.tip', value: '0.01 DOT' },
      ],
    });
    // A payload for another chain than the kit's says which chain, as its id.
    const onKusama = describePolkadotRequest({ method: 'polkadot_signTransaction', params: { transactionPayload: payload }, network: kusama });
    expect(onKusama?.facts).toContainEqual({ labelKey: 'polkadot.request.network', value: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', code: true });
    expect(describePolkadotRequest({ method: 'polkadot_signTransaction', params: { transactionPayload: { method: 'nope' } }, network: kusama })).toBeUndefined();
    expect(describePolkadotRequest({ method: 'chain_getBlockHash', params: [0], network: kusama })).toBeUndefined();
  });
});

import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { COSMOS_TEST_ACCOUNTS, createMockKeplr } from '@latchkey/test-harness/cosmos/index';
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64, toHex } from '../encoding';
import { adr36Vectors } from '../test/vectors';
import { isAdr36SignDoc, makeAdr36SignDoc, serializeSignDoc, sortedJson } from './signDoc';
import { addressOfPubKey, signedBy, verifyAdr36, verifySignInSignature, verifyStdSignature, verifySignBytes } from './verify';

const vectors = adr36Vectors();
const flip = (base64: string, at: number) => {
  const bytes = fromBase64(base64)!;
  bytes[at] = bytes[at]! ^ 0x01;
  return toBase64(bytes);
};

describe('ADR-36 sign documents (shared vectors)', () => {
  it('serialises each vector’s document to the collector’s canonical JSON and digest', () => {
    for (const v of vectors.signature_vectors) {
      const { signer, sign_doc_canonical_json, digest_hex } = v.derived_by_collector;
      const bytes = serializeSignDoc(makeAdr36SignDoc(signer, v.data_utf8));
      expect(new TextDecoder().decode(bytes), v.name).toBe(sign_doc_canonical_json);
      expect(toHex(v.algo === 'secp256k1' ? sha256(bytes) : keccak_256(bytes)), v.name).toBe(digest_hex);
    }
  });

  it('puts bytes and texts into value.data as Keplr does', () => {
    for (const c of vectors.sign_doc_structure_vectors.make_sign_doc) {
      const data = c.data_bytes_hex !== undefined ? Uint8Array.from(c.data_bytes_hex.match(/../g)!.map((h) => parseInt(h, 16))) : c.data_utf8!;
      expect((makeAdr36SignDoc(c.signer, data).msgs[0]!.value as { data: string }).data).toBe(c.expected_msg_value_data);
    }
  });

  it("follows Keplr's rules: not ADR-36 → false, valid → true, broken → a ValidationError", () => {
    const cases = vectors.sign_doc_structure_vectors.cases;
    expect(cases.length).toBe(19);
    for (const c of cases) {
      const run = () => isAdr36SignDoc(c.sign_doc, c.bech32_prefix ?? undefined);
      if (c.expected === 'invalid_adr36') expect(run, c.name).toThrow('Invalid ADR-36 sign document');
      else expect(run(), c.name).toBe(c.expected === 'valid_adr36');
    }
  });

  it('sorts keys recursively and escapes &, < and > as Go does', () => {
    expect(sortedJson({ b: 1, a: [{ d: 2, c: '&' }], e: undefined })).toBe('{"a":[{"c":"&","d":2}],"b":1}');
    expect(new TextDecoder().decode(serializeSignDoc({ ...makeAdr36SignDoc('x', 'y'), memo: '<a&b>' }))).toContain('"memo":"\\u003ca\\u0026b\\u003e"');
  });
});

describe('ADR-36 verification (shared vectors)', () => {
  it('accepts exactly the vectors that verify: Keplr on Osmosis (secp256k1) and on Injective (ethsecp256k1)', () => {
    expect(vectors.signature_vectors.length).toBe(4);
    for (const v of vectors.signature_vectors) {
      const input = { signer: v.derived_by_collector.signer, data: v.data_utf8, pubKey: fromBase64(v.pub_key_base64)!, signature: fromBase64(v.signature_base64)!, algo: v.algo };
      expect(verifyAdr36(input), v.name).toBe(v.expected_verify);
    }
    const osmosis = vectors.signature_vectors.find((v) => v.name === 'keplr-osmosis-secp256k1')!;
    expect(addressOfPubKey(fromBase64(osmosis.pub_key_base64)!, 'osmo')).toBe('osmo1xc6unv7l44lh5md7l6meg5shq93ww23sch8ag6');
    const injective = vectors.signature_vectors.find((v) => v.algo === 'ethsecp256k1')!;
    expect(addressOfPubKey(fromBase64(injective.pub_key_base64)!, 'inj', 'ethsecp256k1')).toBe(injective.derived_by_collector.signer);
  });

  it('rejects every tampered variant of the good vectors: signature, data, signer, key type', () => {
    for (const v of vectors.signature_vectors.filter((x) => x.expected_verify)) {
      const good = { signer: v.derived_by_collector.signer, data: v.data_utf8, pubKey: fromBase64(v.pub_key_base64)!, signature: fromBase64(v.signature_base64)!, algo: v.algo };
      expect(verifyAdr36(good), v.name).toBe(true);
      for (const at of [0, 31, 32, 63]) expect(verifyAdr36({ ...good, signature: fromBase64(flip(v.signature_base64, at))! }), `${v.name} byte ${at}`).toBe(false);
      expect(verifyAdr36({ ...good, data: `${v.data_utf8} ` })).toBe(false);
      expect(verifyAdr36({ ...good, signature: good.signature.subarray(0, 63) })).toBe(false);
      expect(verifyAdr36({ ...good, algo: v.algo === 'secp256k1' ? 'ethsecp256k1' : 'secp256k1' })).toBe(false);
      expect(verifyAdr36({ ...good, signer: 'cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9' })).toBe(false);
    }
  });

  it('refuses what is not ADR-36: a raw sha256(data) signature (Station) and the unverifiable ADR example', () => {
    const station = vectors.related_signature_vectors.find((v) => v.name.startsWith('station'))!;
    const pubKey = fromBase64(station.pub_key_base64)!;
    expect(verifyAdr36({ signer: addressOfPubKey(pubKey, 'terra')!, data: station.data_utf8, pubKey, signature: fromBase64(station.signature_base64)! })).toBe(false);
    const doc = vectors.documented_example_not_verifiable;
    expect(verifyAdr36({ signer: doc.signer_as_published, data: fromBase64(doc.data)!, pubKey: fromBase64(doc.pub_key_base64)!, signature: fromBase64(doc.signature_base64)! })).toBe(false);
    expect(verifyAdr36({ signer: addressOfPubKey(fromBase64(doc.pub_key_base64)!, 'cosmos')!, data: fromBase64(doc.data)!, pubKey: fromBase64(doc.pub_key_base64)!, signature: fromBase64(doc.signature_base64)! })).toBe(false);
  });

  it('checks a StdSignature (verifyArbitrary) and whether its key is the signer’s', () => {
    const v = vectors.signature_vectors[0]!;
    const signature = { pub_key: { type: 'tendermint/PubKeySecp256k1', value: v.pub_key_base64 }, signature: v.signature_base64 };
    expect(verifyStdSignature({ signer: v.derived_by_collector.signer, data: v.data_utf8, signature })).toBe(true);
    expect(signedBy(signature, v.derived_by_collector.signer)).toBe(true);
    expect(signedBy(signature, 'osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxh')).toBe(false);
    expect(verifyStdSignature({ signer: v.derived_by_collector.signer, data: v.data_utf8, signature: { ...signature, pub_key: { type: 'tendermint/PubKeyEd25519', value: v.pub_key_base64 } } })).toBe(false);
    expect(verifyStdSignature({ signer: v.derived_by_collector.signer, data: v.data_utf8, signature: null as never })).toBe(false);
  });
});

describe('signatures of the harness mock Keplr', () => {
  const [first] = COSMOS_TEST_ACCOUNTS;
  const mock = createMockKeplr({ seeds: COSMOS_TEST_ACCOUNTS.map((a) => a.seed), authorized: ['cosmoshub-4'] });

  it('verify through the plugin’s verifier, and sign-in signatures verify as JSON or bare (key recovered)', async () => {
    const message = 'example.com wants you to sign in with your Cosmos account:\ncosmos1rk49…';
    const signature = await mock.keplr.signArbitrary('cosmoshub-4', first!.cosmos, message);
    expect(verifyStdSignature({ signer: first!.cosmos, data: message, signature })).toBe(true);
    expect(verifySignInSignature({ message, signature: JSON.stringify(signature), address: first!.cosmos })).toBe(true);
    expect(verifySignInSignature({ message, signature: signature.signature, address: first!.cosmos })).toBe(true);
    expect(verifySignInSignature({ message: `${message}!`, signature: signature.signature, address: first!.cosmos })).toBe(false);
    expect(verifySignInSignature({ message, signature: signature.signature, address: COSMOS_TEST_ACCOUNTS[1]!.cosmos })).toBe(false);
    expect(verifySignInSignature({ message, signature: '{not json', address: first!.cosmos })).toBe(false);
  });

  it('amino transaction signatures verify over the sign bytes, by the signer only', async () => {
    const doc = { chain_id: 'cosmoshub-4', account_number: '1', sequence: '2', fee: { gas: '100', amount: [] }, msgs: [{ type: 'x', value: {} }], memo: '' };
    const { signature, signed } = await mock.keplr.signAmino('cosmoshub-4', first!.cosmos, doc);
    expect(verifySignBytes(serializeSignDoc(signed), signature, first!.cosmos)).toBe(true);
    expect(verifySignBytes(serializeSignDoc({ ...signed, memo: 'changed' }), signature, first!.cosmos)).toBe(false);
    expect(verifySignBytes(serializeSignDoc(signed), signature, COSMOS_TEST_ACCOUNTS[1]!.cosmos)).toBe(false);
  });
});

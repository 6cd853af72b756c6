// The plugin's own verifier (it must run in browsers) cross-checked against bip322-js in Node:
// the BIP-322 test vectors, the mock wallet's signatures over payment and Taproot keys on both
// networks, signatures bip322-js makes itself, and tampered inputs (both must refuse them).
import { BITCOIN_TEST_MNEMONIC, deriveWalletKeys, mnemonicToSeed, signBip322Message, signLegacyMessage, type BitcoinWalletKeys } from '@latchkey/test-harness/bitcoin/index';
import { base64 } from '@scure/base';
import { NETWORK, p2pkh, p2sh, p2wpkh, WIF } from '@scure/btc-signer';
import { Signer, Verifier } from 'bip322-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyBip122Message } from './verifyMessage';

/** bip322-js's verdict; it throws on malformed input, which counts as a refusal. */
const reference = (address: string, message: string, signature: string) => {
  try {
    return Verifier.verifySignature(address, message, signature);
  } catch {
    return false;
  }
};
const both = (address: string, message: string, signature: string) => [verifyBip122Message({ address, message, signature }), reference(address, message, signature)];

// BIP-322's own test vectors (key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const VECTORS = [
  { message: '', signature: 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=' },
  { message: 'Hello World', signature: 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=' },
];

let mainnet: BitcoinWalletKeys;
let testnet: BitcoinWalletKeys;
beforeAll(async () => {
  const seed = await mnemonicToSeed(BITCOIN_TEST_MNEMONIC);
  [mainnet, testnet] = await Promise.all([deriveWalletKeys(seed, 'Mainnet'), deriveWalletKeys(seed, 'Testnet')]);
});

/** Flips one bit of byte `at` of a base64 signature. */
const flip = (signature: string, at: number) => {
  const bytes = base64.decode(signature);
  bytes[at % bytes.length]! ^= 0x01;
  return base64.encode(bytes);
};

describe('verifyBip122Message, checked against bip322-js', () => {
  it.each(VECTORS)('accepts the BIP-322 vector for "$message"', ({ message, signature }) => {
    expect(both(VECTOR_ADDRESS, message, signature)).toEqual([true, true]);
    // Swapped messages fail: each signature is of its own message only.
    const other = VECTORS.find((v) => v.message !== message)!.message;
    expect(both(VECTOR_ADDRESS, other, signature)).toEqual([false, false]);
  });

  it.each(['Mainnet', 'Testnet'] as const)('accepts the mock wallet’s ECDSA and BIP-322 signatures over payment and Taproot keys (%s)', (network) => {
    const keys = network === 'Mainnet' ? mainnet : testnet;
    const text = `Sign in to Latchkey on ${network}\nnonce 9f1c`;
    const ecdsa = signLegacyMessage(keys.payment, text).signature;
    const paymentBip322 = signBip322Message(keys.payment, text).signature;
    const taproot = signBip322Message(keys.ordinal, text).signature;
    expect(both(keys.payment.address, text, ecdsa)).toEqual([true, true]);
    expect(both(keys.payment.address, text, paymentBip322)).toEqual([true, true]);
    expect(both(keys.ordinal.address, text, taproot)).toEqual([true, true]);
    // Someone else's signature, or the right one for another message: refused by both.
    expect(both(keys.ordinal.address, text, paymentBip322)).toEqual([false, false]);
    expect(both(keys.payment.address, text, taproot)).toEqual([false, false]);
    expect(both(keys.payment.address, `${text}.`, ecdsa)).toEqual([false, false]);
    expect(both(keys.ordinal.address, `${text}.`, taproot)).toEqual([false, false]);
  });

  it('accepts BIP-322 "full" signatures (the whole to_sign transaction), which bip322-js does not read', () => {
    for (const key of [mainnet.payment, mainnet.ordinal, testnet.ordinal]) {
      const { full, signature } = signBip322Message(key, 'full format');
      expect(full).not.toBe(signature);
      expect(verifyBip122Message({ address: key.address, message: 'full format', signature: full })).toBe(true);
      expect(verifyBip122Message({ address: key.address, message: 'full format?', signature: full })).toBe(false);
    }
  });

  it('agrees with bip322-js on signatures bip322-js makes: P2WPKH, P2SH-P2WPKH, P2TR and legacy P2PKH', () => {
    const wif = WIF(NETWORK).encode(mainnet.payment.privateKey);
    const addresses = [
      p2wpkh(mainnet.payment.publicKey).address!,
      p2sh(p2wpkh(mainnet.payment.publicKey)).address!,
      p2pkh(mainnet.payment.publicKey).address!,
      mainnet.ordinal.address,
    ];
    for (const address of addresses) {
      const key = address === mainnet.ordinal.address ? WIF(NETWORK).encode(mainnet.ordinal.privateKey) : wif;
      const signature = Signer.sign(key, address, 'made by bip322-js');
      expect(both(address, 'made by bip322-js', signature), address).toEqual([true, true]);
      expect(both(address, 'made by bip322-js!', signature), address).toEqual([false, false]);
    }
  });

  it('refuses every one-bit change of a signature; bip322-js agrees wherever the witness still parses', () => {
    const text = 'tamper with me';
    const ecdsa = signLegacyMessage(mainnet.payment, text).signature;
    const payment = signBip322Message(mainnet.payment, text).signature;
    const taproot = signBip322Message(mainnet.ordinal, text).signature;
    // Byte positions that frame the witness stack (item count, item lengths): a flip there breaks the
    // encoding. bip322-js reads past such a break (a 0x41 length over 64 bytes still verifies there).
    const paymentSigLength = base64.decode(payment)[1]!;
    const cases = [
      { address: mainnet.payment.address, signature: ecdsa, framing: [] as number[] },
      { address: mainnet.payment.address, signature: payment, framing: [0, 1, 2 + paymentSigLength] },
      { address: mainnet.ordinal.address, signature: taproot, framing: [0, 1] },
    ];
    let compared = 0;
    for (const { address, signature, framing } of cases) {
      const length = base64.decode(signature).length;
      for (let at = 0; at < length; at++) {
        const tampered = flip(signature, at);
        expect(verifyBip122Message({ address, message: text, signature: tampered }), `${address} byte ${at}`).toBe(false);
        if (framing.includes(at)) continue;
        expect(reference(address, text, tampered), `${address} byte ${at} (bip322-js)`).toBe(false);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
    expect(reference(mainnet.ordinal.address, text, flip(taproot, 1))).toBe(true);
  });

  it('refuses malformed input without throwing', () => {
    const sig = VECTORS[1]!.signature;
    for (const [address, message, signature] of [
      ['not an address', 'Hello World', sig],
      [VECTOR_ADDRESS, 'Hello World', 'not base64!'],
      [VECTOR_ADDRESS, 'Hello World', ''],
      [VECTOR_ADDRESS, 'Hello World', base64.encode(new Uint8Array(65).fill(27))],
      ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'Hello World', sig],
    ] as const) {
      expect(verifyBip122Message({ address, message, signature })).toBe(false);
    }
    expect(verifyBip122Message({ address: 42, message: null, signature: {} } as never)).toBe(false);
  });
});

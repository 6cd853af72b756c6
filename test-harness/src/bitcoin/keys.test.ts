import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { BITCOIN_TEST_MNEMONIC, derivePrivateKey, deriveWalletKeys, mnemonicToSeed } from './keys';

describe('the mock wallet keys (BIP-39 / BIP-32 through WebCrypto)', () => {
  it('derives the BIP-32 test vector 1 chain m/0H/1/2H/2/1000000000', async () => {
    const seed = hex.decode('000102030405060708090a0b0c0d0e0f');
    // BIP-32 test vector 1: the private keys of m/0H and of m/0H/1/2H/2/1000000000.
    expect(hex.encode(await derivePrivateKey(seed, "m/0'"))).toBe('edb2e14f9ee77d26dd93b4ecede8d16ed408ce149b6cd80b0715a2d911a0afea');
    expect(hex.encode(await derivePrivateKey(seed, "m/0'/1/2'/2/1000000000"))).toBe('471b76e389e528d6de6d816857e012c5455051cad6660850e58372a6c3e6e7c8');
  });

  it('gives the BIP-84 and BIP-86 test-vector addresses for the test mnemonic on mainnet', async () => {
    const seed = await mnemonicToSeed(BITCOIN_TEST_MNEMONIC);
    const keys = await deriveWalletKeys(seed, 'Mainnet');
    expect(keys.payment).toMatchObject({ address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', path: "m/84'/0'/0'/0/0", addressType: 'p2wpkh' });
    expect(hex.encode(keys.payment.publicKey)).toBe('0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c');
    expect(keys.ordinal).toMatchObject({ address: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr', path: "m/86'/0'/0'/0/0", addressType: 'p2tr' });
    expect(hex.encode(keys.ordinal.publicKey)).toBe('cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115');
  });

  it('uses coin type 1 and tb addresses on the test network', async () => {
    const keys = await deriveWalletKeys(await mnemonicToSeed(BITCOIN_TEST_MNEMONIC), 'Testnet');
    expect(keys.payment.address).toMatch(/^tb1q/);
    expect(keys.payment.path).toBe("m/84'/1'/0'/0/0");
    expect(keys.ordinal.address).toMatch(/^tb1p/);
    expect(keys.ordinal.path).toBe("m/86'/1'/0'/0/0");
  });
});

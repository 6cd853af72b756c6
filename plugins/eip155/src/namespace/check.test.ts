import { describe, expect, it } from 'vitest';
import { InvalidTransactionError, type CaipNetwork } from '@latchkey/kernel';
import { checkEvmRequest } from './check';

const network = { id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } } as CaipNetwork;
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const send = (tx: Record<string, unknown>, address: string | undefined = ACCOUNT) => () => checkEvmRequest({ method: 'eth_sendTransaction', params: [{ to: TO, ...tx }], network, address });
const calls = (request: Record<string, unknown>, address: string | undefined = ACCOUNT) => () => checkEvmRequest({ method: 'wallet_sendCalls', params: [{ chainId: '0x7a69', ...request }], network, address });

/** The rule and message a check refuses with. */
function refusal(run: () => void): { rule: string; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidTransactionError);
    return { rule: (error as InvalidTransactionError).rule, message: (error as InvalidTransactionError).shortMessage };
  }
  throw new Error('expected a refusal');
}

describe('EVM transactions checked before the wallet (SPEC §5)', () => {
  it('lets a well-formed transaction through, with or without a chain id', () => {
    expect(send({ value: '0xde0b6b3a7640000', data: '0x', chainId: '0x7a69', maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x3b9aca00' })).not.toThrow();
    expect(send({ value: 1n, chainId: 31337 })).not.toThrow();
    expect(send({})).not.toThrow();
    expect(calls({ chainId: '0x7a69', calls: [{ to: TO, data: '0xa9059cbb', value: '0x0' }] })).not.toThrow();
    // Other methods are not this check's business.
    expect(() => checkEvmRequest({ method: 'personal_sign', params: ['0x00', TO], network })).not.toThrow();
  });

  it('refuses a chain id of 0 or below, and one that is not the connected network’s', () => {
    expect(refusal(send({ chainId: '0x0' }))).toEqual({ rule: 'chainId', message: 'Chain ID "0x0" is invalid.' });
    expect(refusal(send({ chainId: -1 }))).toEqual({ rule: 'chainId', message: 'Chain ID "-1" is invalid.' });
    expect(refusal(send({ chainId: 1 }))).toEqual({ rule: 'chainId', message: 'The current chain of the wallet (id: 31337) does not match the target chain for the transaction (id: 1).' });
    expect(refusal(calls({ chainId: '0x1', calls: [{ to: TO }] })).rule).toBe('chainId');
  });

  it('refuses a priority fee above the fee cap, in gwei', () => {
    expect(refusal(send({ maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x77359400' }))).toEqual({
      rule: 'fees',
      message: 'The provided tip (`maxPriorityFeePerGas` = 2 gwei) cannot be higher than the fee cap (`maxFeePerGas` = 1 gwei).',
    });
  });

  it('refuses blob versioned hashes that are not 32 bytes', () => {
    const good = `0x01${'ab'.repeat(31)}`;
    expect(send({ blobVersionedHashes: [good] })).not.toThrow();
    expect(refusal(send({ blobVersionedHashes: [good, '0x01abab'] }))).toEqual({ rule: 'blobVersionedHashes', message: 'Versioned hash "0x01abab" size is invalid.' });
    expect(refusal(send({ blobVersionedHashes: ['zz'] })).rule).toBe('blobVersionedHashes');
  });

  it('refuses a `to` that is not an address, `data` that is not hex, and negative or malformed quantities', () => {
    expect(refusal(send({ to: '0x1234' }))).toEqual({ rule: 'to', message: 'Address "0x1234" is invalid.' });
    expect(refusal(send({ data: '0xabc' })).rule).toBe('data');
    expect(refusal(send({ data: 'hello' })).rule).toBe('data');
    expect(refusal(send({ value: -1 }))).toEqual({ rule: 'value', message: 'value must not be negative' });
    expect(refusal(send({ value: '-0x1' }))).toEqual({ rule: 'value', message: 'value must not be negative' });
    expect(refusal(send({ value: 'ten' }))).toEqual({ rule: 'value', message: 'value must be a hex quantity' });
    expect(refusal(send({ gas: 1.5 })).rule).toBe('gas');
    expect(refusal(() => checkEvmRequest({ method: 'eth_sendTransaction', params: [], network })).rule).toBe('shape');
  });

  it('refuses a blob versioned hash whose version byte is not 0x01 (EIP-4844)', () => {
    const v0 = `0x00${'ab'.repeat(31)}`;
    expect(refusal(send({ blobVersionedHashes: [`0x01${'ab'.repeat(31)}`, v0] }))).toEqual({ rule: 'blobVersionedHashes', message: `Versioned hash "${v0}" version is invalid.` });
    expect(refusal(send({ blobVersionedHashes: [`0x02${'00'.repeat(31)}`] })).rule).toBe('blobVersionedHashes');
  });

  it('refuses a transaction whose `from` is not the connected account, whatever the letter case', () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(send({ from: ACCOUNT.toLowerCase() })).not.toThrow();
    expect(send({ from: ACCOUNT.toUpperCase().replace('0X', '0x') })).not.toThrow();
    expect(refusal(send({ from: other }))).toEqual({ rule: 'from', message: `The transaction is from ${other}, which is not the connected account.` });
    expect(refusal(send({ from: '0x1234' })).rule).toBe('from');
    expect(refusal(() => checkEvmRequest({ method: 'eth_signTransaction', params: [{ to: TO, from: other }], network, address: ACCOUNT })).rule).toBe('from');
    expect(refusal(calls({ from: other, calls: [{ to: TO }] })).rule).toBe('from');
    expect(calls({ from: ACCOUNT.toLowerCase(), calls: [{ to: TO }] })).not.toThrow();
  });

  it('wallet_sendCalls needs a chain id, and the connected one', () => {
    expect(refusal(() => checkEvmRequest({ method: 'wallet_sendCalls', params: [{ calls: [{ to: TO }] }], network, address: ACCOUNT }))).toEqual({ rule: 'chainId', message: 'wallet_sendCalls needs a chainId' });
    expect(refusal(calls({ chainId: '0x89', calls: [{ to: TO }] })).rule).toBe('chainId');
  });

  it('wallet_sendCalls: each call needs a `to` starting 0x and hex data (SPEC §5)', () => {
    expect(refusal(calls({ calls: [{ to: 'vitalik.eth' }] }))).toEqual({ rule: 'to', message: 'Address "vitalik.eth" is invalid.' });
    expect(refusal(calls({ calls: [{ to: TO, data: 'a9059cbb' }] })).rule).toBe('data');
    expect(refusal(calls({ calls: [] })).rule).toBe('calls');
  });
});

import { describe, expect, it } from 'vitest';
import { solanaDevnet, solanaMainnet } from '../networks';
import { ALICE, BOB, kitTransferBytes, web3Legacy, web3TwoTransfers, web3Versioned } from '../test/transactions';
import { toBase58, toBase64 } from '../wire/encoding';
import { describeSolanaRequest } from './describe';

const wire = (tx: { serialize(c?: object): Uint8Array }) => toBase64(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));

describe('describeSolanaRequest', () => {
  it('shows a text message as text', () => {
    const message = toBase58(new TextEncoder().encode('Sign in to Latchkey\nNonce: 42 — مرحبا'));
    expect(describeSolanaRequest({ method: 'solana_signMessage', params: { message }, network: solanaMainnet })).toEqual({ kind: 'message', text: 'Sign in to Latchkey\nNonce: 42 — مرحبا' });
  });

  it('shows binary and deceptive messages as hex', () => {
    expect(describeSolanaRequest({ method: 'solana_signMessage', params: { message: toBase58(Uint8Array.of(0xff, 0x00, 0x01)) }, network: undefined })).toEqual({ kind: 'message', text: '0xff0001', code: true });
    const bidi = toBase58(new TextEncoder().encode('pay \u202eevil'));
    expect(describeSolanaRequest({ method: 'solana_signMessage', params: { message: bidi }, network: undefined })).toMatchObject({ code: true });
    expect(describeSolanaRequest({ method: 'solana_signMessage', params: { message: Uint8Array.of(104, 105) }, network: undefined })).toEqual({ kind: 'message', text: 'hi' });
  });

  it('decodes a System transfer into receiver and amount in SOL', async () => {
    expect(describeSolanaRequest({ method: 'solana_signTransaction', params: { transaction: wire(web3Legacy(10_000_000)) }, network: solanaMainnet })).toEqual({
      kind: 'transaction',
      receiver: BOB,
      amount: '0.01',
      symbol: 'SOL',
      facts: [{ labelKey: 'solana.request.from', value: ALICE, code: true }],
    });
    expect(describeSolanaRequest({ method: 'solana_signAndSendTransaction', params: { transaction: toBase64(web3Versioned(2_500_000_000).serialize()) }, network: solanaDevnet })).toMatchObject({ receiver: BOB, amount: '2.5', symbol: 'SOL' });
    expect(describeSolanaRequest({ method: 'solana_signAndSendTransaction', params: { transaction: toBase64(await kitTransferBytes(1n)) }, network: undefined })).toMatchObject({ amount: '0.000000001', symbol: 'SOL' });
  });

  it('describes other transactions by fee payer and instruction count', () => {
    expect(describeSolanaRequest({ method: 'solana_signTransaction', params: { transaction: wire(web3TwoTransfers()) }, network: solanaMainnet })).toEqual({
      kind: 'transaction',
      facts: [
        { labelKey: 'solana.request.feePayer', value: ALICE, code: true },
        { labelKey: 'solana.request.instructions', value: '2' },
      ],
    });
  });

  it('counts a batch, and describes a batch of one like a single transaction', () => {
    expect(describeSolanaRequest({ method: 'solana_signAllTransactions', params: { transactions: [wire(web3Legacy()), wire(web3TwoTransfers())] }, network: solanaMainnet })).toEqual({
      kind: 'transaction',
      facts: [{ labelKey: 'solana.request.transactions', value: '2' }],
    });
    expect(describeSolanaRequest({ method: 'solana_signAllTransactions', params: { transactions: [wire(web3Legacy(1_000_000_000))] }, network: solanaMainnet })).toMatchObject({ amount: '1' });
  });

  it('leaves what it cannot read to the raw view', () => {
    for (const [method, params] of [
      ['solana_signMessage', { message: '0OIl' }],
      ['solana_signMessage', undefined],
      ['solana_signTransaction', { transaction: 'AQID' }],
      ['solana_signTransaction', ['nope']],
      ['solana_signAllTransactions', { transactions: [] }],
      ['solana_signAllTransactions', { transactions: ['AQID'] }],
      ['getBalance', [ALICE]],
    ] as const) {
      expect(describeSolanaRequest({ method, params, network: solanaMainnet })).toBeUndefined();
    }
  });
});

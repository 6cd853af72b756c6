import { describe, expect, it } from 'vitest';
import { makeAdr36SignDoc } from '../adr36/signDoc';
import { toBase64 } from '../encoding';
import { cosmosHub } from '../networks';
import { describeCosmosRequest } from './describe';

const SIGNER = 'cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9';
const OTHER = 'cosmos1vn2h0awrhhaedrtzljrl2trszwgm7sdh9750q4';
const describeIt = (method: string, params: unknown) => describeCosmosRequest({ method, params, network: cosmosHub });

describe('describing cosmos requests for the approval view', () => {
  it('shows signArbitrary data as text, or hex when it is not readable, with the signer', () => {
    expect(describeIt('cosmos_signArbitrary', { signerAddress: SIGNER, data: 'Sign in to example.com' })).toEqual({
      kind: 'message',
      text: 'Sign in to example.com',
      facts: [{ labelKey: 'cosmos.request.signer', value: SIGNER, code: true }],
    });
    expect(describeIt('signArbitrary', { signerAddress: SIGNER, data: toBase64(Uint8Array.of(0, 255)), encoding: 'base64' })).toMatchObject({ kind: 'message', text: '00ff', code: true });
    expect(describeIt('cosmos_signArbitrary', { data: 42 })).toBeUndefined();
    expect(describeIt('cosmos_signArbitrary', { data: 'not base64!', encoding: 'base64' })).toBeUndefined();
  });

  it('reads an ADR-36 amino document as its message', () => {
    expect(describeIt('cosmos_signAmino', { signerAddress: SIGNER, signDoc: makeAdr36SignDoc(SIGNER, 'hello') })).toMatchObject({ kind: 'message', text: 'hello' });
  });

  it('reads a single MsgSend as receiver and amount in ATOM, with fee and memo', () => {
    const signDoc = {
      chain_id: 'cosmoshub-4',
      account_number: '1',
      sequence: '0',
      fee: { gas: '200000', amount: [{ denom: 'uatom', amount: '5000' }] },
      msgs: [{ type: 'cosmos-sdk/MsgSend', value: { from_address: SIGNER, to_address: OTHER, amount: [{ denom: 'uatom', amount: '1500000' }] } }],
      memo: 'thanks',
    };
    expect(describeIt('cosmos_signAmino', { signerAddress: SIGNER, signDoc })).toEqual({
      kind: 'transaction',
      receiver: OTHER,
      amount: '1.5',
      symbol: 'ATOM',
      facts: [
        { labelKey: 'cosmos.request.from', value: SIGNER, code: true },
        { labelKey: 'cosmos.request.chain', value: 'cosmoshub-4' },
        { labelKey: 'cosmos.request.messages', value: 'cosmos-sdk/MsgSend' },
        { labelKey: 'cosmos.request.fee', value: '0.005 ATOM' },
        { labelKey: 'cosmos.request.memo', value: 'thanks' },
      ],
    });
    // Another denom stays in its own units; several messages are listed, not summed.
    const two = { ...signDoc, fee: { gas: '1', amount: [{ denom: 'ibc/27394FB', amount: '7' }] }, msgs: [signDoc.msgs[0]!, { type: 'cosmos-sdk/MsgDelegate', value: {} }] };
    expect(describeIt('cosmos_signAmino', { signerAddress: SIGNER, signDoc: two })).toEqual({
      kind: 'transaction',
      facts: [
        { labelKey: 'cosmos.request.signer', value: SIGNER, code: true },
        { labelKey: 'cosmos.request.chain', value: 'cosmoshub-4' },
        { labelKey: 'cosmos.request.messages', value: 'cosmos-sdk/MsgSend, cosmos-sdk/MsgDelegate' },
        { labelKey: 'cosmos.request.fee', value: '7 ibc/27394FB' },
        { labelKey: 'cosmos.request.memo', value: 'thanks' },
      ],
    });
  });

  it('reads a direct document’s message types and memo from the TxBody bytes', () => {
    const typeUrl = new TextEncoder().encode('/cosmos.bank.v1beta1.MsgSend');
    const any = [0x0a, typeUrl.length, ...typeUrl, 0x12, 0x00];
    const memo = new TextEncoder().encode('hi');
    const body = Uint8Array.from([0x0a, any.length, ...any, 0x12, memo.length, ...memo]);
    const signDoc = { chainId: 'cosmoshub-4', accountNumber: '1', authInfoBytes: '', bodyBytes: toBase64(body) };
    expect(describeIt('cosmos_signDirect', { signerAddress: SIGNER, signDoc })).toEqual({
      kind: 'transaction',
      dataBytes: body.length,
      facts: [
        { labelKey: 'cosmos.request.signer', value: SIGNER, code: true },
        { labelKey: 'cosmos.request.chain', value: 'cosmoshub-4' },
        { labelKey: 'cosmos.request.messages', value: '/cosmos.bank.v1beta1.MsgSend' },
        { labelKey: 'cosmos.request.memo', value: 'hi' },
      ],
    });
    // Truncated protobuf is not guessed at: the view shows the raw params.
    expect(describeIt('cosmos_signDirect', { signerAddress: SIGNER, signDoc: { ...signDoc, bodyBytes: toBase64(body.subarray(0, 10)) } })).toBeUndefined();
  });
});

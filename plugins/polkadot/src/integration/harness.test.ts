// End to end in Node against the harness: the mock Polkadot extension (real sr25519 / ed25519
// keys from @polkadot/keyring) in a fake window, and the Substrate JSON-RPC stand-in posing as
// Polkadot and Kusama. Every request goes through the kit's gate, as a dapp's would.
import { internals, isKitError, type CaipNetwork, type Kit } from '@latchkey/kernel';
import {
  createPolkadotMockExtension,
  KUSAMA_GENESIS_HASH,
  payloadSigningBytes,
  POLKADOT_GENESIS_HASH,
  startSubstrateRpc,
  type PolkadotMockExtension,
  type SubstrateRpc,
} from '@latchkey/test-harness/polkadot/index';
import { stringToU8a, u8aWrapBytes } from '@polkadot/util';
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPolkadotSignature } from '../namespace/verify';
import { kusama, polkadotMainnet } from '../networks';
import { ALICE, approveNext, makeKit, quietExtensionDapp, rejectNext, samplePayload, useFakeWindow } from '../test/kit';

const win = useFakeWindow();
quietExtensionDapp();

let polkadotRpc: SubstrateRpc;
let kusamaRpc: SubstrateRpc;
beforeAll(async () => {
  [polkadotRpc, kusamaRpc] = await Promise.all([
    startSubstrateRpc({ genesisHash: POLKADOT_GENESIS_HASH, chain: 'Polkadot', properties: { ss58Format: 0, tokenDecimals: 10, tokenSymbol: 'DOT' } }),
    startSubstrateRpc({ genesisHash: KUSAMA_GENESIS_HASH, chain: 'Kusama', properties: { ss58Format: 2, tokenDecimals: 12, tokenSymbol: 'KSM' } }),
  ]);
  polkadotRpc.setBalance(ALICE.generic, 123_456_789_000n); // 12.3456789 DOT
  kusamaRpc.setBalance(ALICE.generic, 2_500_000_000_000n); // 2.5 KSM
});
afterAll(async () => {
  await Promise.all([polkadotRpc?.stop(), kusamaRpc?.stop()]);
});

let kit: Kit | undefined;
afterEach(async () => {
  await kit?.destroy();
  kit = undefined;
  win.injectedWeb3 = {};
});

/** The relay chains, with the stand-ins as their RPC. */
const served = (): CaipNetwork[] => [
  { ...polkadotMainnet, rpcUrls: { default: { http: [polkadotRpc.url] } } },
  { ...kusama, rpcUrls: { default: { http: [kusamaRpc.url] } } },
];

async function connect(): Promise<{ kit: Kit; ext: PolkadotMockExtension }> {
  const ext = createPolkadotMockExtension({ name: 'polkadot-js' });
  win.injectedWeb3[ext.name] = ext.provider;
  kit = makeKit(served());
  await kit.connect('polkadot:polkadot-js');
  return { kit, ext };
}

describe('the polkadot plugin against the mock extension and the RPC stand-in', () => {
  it('connects and shows the balance read from System.Account, floored to 3 decimals', async () => {
    const { kit } = await connect();
    await vi.waitFor(() => expect(kit.getState().chains.polkadot?.account).toMatchObject({ balance: '12.345', balanceSymbol: 'DOT' }));
    expect(await kit.plugin('polkadot').getBalance()).toEqual({ balance: '12.345', symbol: 'DOT' });
    // Switching to Kusama: the account in Kusama's format, its KSM balance from Kusama's RPC.
    await kit.switchNetwork(kusama.caipNetworkId);
    await vi.waitFor(() => expect(kit.getState().chains.polkadot?.account).toMatchObject({ address: ALICE.kusama, balance: '2.5', balanceSymbol: 'KSM' }));
  });

  it('signs a message after approval: the signature verifies over <Bytes>message</Bytes>; a tampered one does not', async () => {
    const { kit, ext } = await connect();
    const text = 'Sign in to Latchkey\nNonce: 8f2c';
    const signing = kit.plugin('polkadot').signMessage({ message: text });
    await vi.waitFor(() => expect(kit.getState().requests).toHaveLength(1));
    const request = kit.getState().requests[0]!;
    // Waiting in the modal's ApproveTransaction view, described as a message; the extension not asked yet.
    expect(internals(kit).router.current?.view).toBe('ApproveTransaction');
    expect(kit.namespace('polkadot')?.describeRequest?.({ method: request.method, params: request.params, network: polkadotMainnet })).toMatchObject({ kind: 'message', text });
    expect(ext.calls().some((c) => c.kind === 'signRaw')).toBe(false);
    internals(kit).requests.approve(request.id);
    const signature = await signing;

    expect(signature).toMatch(/^0x[0-9a-f]{128}$/);
    expect(ext.calls().find((c) => c.kind === 'signRaw')).toMatchObject({ address: ALICE.generic, type: 'bytes', data: `0x${Buffer.from(text).toString('hex')}` });
    const wrapped = u8aWrapBytes(stringToU8a(text));
    expect(signatureVerify(wrapped, signature, ALICE.polkadot)).toMatchObject({ isValid: true, crypto: 'sr25519' });
    expect(verifyPolkadotSignature({ message: text, signature, address: ALICE.polkadot })).toBe(true);
    expect(await kit.namespace('polkadot')?.siwx?.verify?.({ message: text, signature, address: ALICE.polkadot, network: polkadotMainnet }, undefined as never)).toBe(true);
    // Tampered message, tampered signature: refused.
    expect(signatureVerify(u8aWrapBytes(stringToU8a(`${text}!`)), signature, ALICE.polkadot).isValid).toBe(false);
    expect(verifyPolkadotSignature({ message: `${text}!`, signature, address: ALICE.polkadot })).toBe(false);
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('00') ? '01' : '00'}`;
    expect(signatureVerify(wrapped, tampered, ALICE.polkadot).isValid).toBe(false);
    expect(verifyPolkadotSignature({ message: text, signature: tampered, address: ALICE.polkadot })).toBe(false);
  });

  it('signs with another connected account (an ed25519 key) when asked', async () => {
    const { kit } = await connect();
    const bob = kit.plugin('polkadot').accounts()[1]!;
    const signing = kit.plugin('polkadot').signMessage({ message: stringToU8a('bytes too'), address: bob.address });
    await approveNext(kit);
    const signature = await signing;
    expect(signatureVerify(u8aWrapBytes(stringToU8a('bytes too')), signature, bob.address)).toMatchObject({ isValid: true, crypto: 'ed25519' });
  });

  it('signs a transaction payload after approval; the signature verifies over the extrinsic payload', async () => {
    const { kit, ext } = await connect();
    const payload = samplePayload(ALICE.polkadot);
    const signing = kit.plugin('polkadot').signPayload(payload);
    const id = await approveNext(kit, 'polkadot_signTransaction');
    expect(id).toMatch(/^req-/);
    const { signature } = await signing;
    expect(ext.calls().find((c) => c.kind === 'signPayload')).toMatchObject({ payload: { ...payload, address: ALICE.generic } });
    // A MultiSignature: 0x01 (sr25519), then the signature of the payload bytes.
    expect(signature.slice(0, 4)).toBe('0x01');
    const bytes = await payloadSigningBytes(payload);
    expect(signatureVerify(bytes, signature, ALICE.polkadot).isValid).toBe(true);
    expect(signatureVerify(await payloadSigningBytes({ ...payload, nonce: '0x00000004' }), signature, ALICE.polkadot).isValid).toBe(false);
  });

  it('refuses a payload for another chain or another account before the extension sees it', async () => {
    const { kit, ext } = await connect();
    const api = kit.plugin('polkadot');
    // Another chain: refused before the visitor is asked; asked directly, the connector refuses it too.
    await expect(api.signPayload(samplePayload(ALICE.polkadot, KUSAMA_GENESIS_HASH))).rejects.toMatchObject({ code: 'VALIDATION_ERROR', details: expect.stringContaining('not Polkadot') });
    expect(kit.getState().requests).toEqual([]);
    const direct = kit.request({ namespace: 'polkadot', method: 'polkadot_signTransaction', params: { address: ALICE.polkadot, transactionPayload: samplePayload(ALICE.polkadot, KUSAMA_GENESIS_HASH) } });
    await approveNext(kit);
    expect(await direct.catch((e: unknown) => e)).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.stringContaining('not Polkadot') });
    // Bob's sr25519 key: not an account of the extension (its Bob is ed25519).
    const stranger = api.signPayload(samplePayload(encodeAddress('5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty', 0)));
    await approveNext(kit);
    expect(await stranger.catch((e: unknown) => e)).toMatchObject({ shortMessage: 'Address or auth connector not found' });
    await expect(api.signPayload({ ...samplePayload(ALICE.polkadot), method: 'transfer' as `0x${string}` })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(ext.calls().some((c) => c.kind === 'signPayload')).toBe(false);
  });

  it("a signature refused in the extension ('Cancelled') is a typed rejection, and the retry succeeds", async () => {
    const { kit, ext } = await connect();
    ext.rejectNext();
    const first = kit.plugin('polkadot').signMessage({ message: 'first' });
    await approveNext(kit);
    const error = await first.catch((e: unknown) => e);
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    expect((error as { details?: string }).details).toBe('Cancelled');
    const again = kit.plugin('polkadot').signMessage({ message: 'first' });
    await approveNext(kit);
    expect(verifyPolkadotSignature({ message: 'first', signature: await again, address: ALICE.polkadot })).toBe(true);
  });

  it('a request rejected in the modal never reaches the extension', async () => {
    const { kit, ext } = await connect();
    const signing = kit.plugin('polkadot').signMessage({ message: 'no' });
    await rejectNext(kit);
    expect(isKitError(await signing.catch((e: unknown) => e), 'USER_REJECTED')).toBe(true);
    expect(ext.calls().some((c) => c.kind === 'signRaw')).toBe(false);
  });

  it('answers Substrate reads through the RPC without approval and refuses unknown methods', async () => {
    const { kit } = await connect();
    expect(await kit.request({ namespace: 'polkadot', method: 'system_chain' })).toBe('Polkadot');
    expect(await kit.request({ namespace: 'polkadot', method: 'chain_getBlockHash', params: [0] })).toBe(POLKADOT_GENESIS_HASH);
    expect(kit.getState().requests).toEqual([]);
    const refused = await kit.request({ namespace: 'polkadot', method: 'author_rotateKeys' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'REQUEST_NOT_ALLOWED', shortMessage: 'Action not allowed' });
  });
});

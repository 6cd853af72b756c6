import { stringToHex, stringToU8a, u8aWrapBytes } from '@polkadot/util';
import { signatureVerify } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { POLKADOT_DEV_ACCOUNTS } from './accounts';
import { createPolkadotMockExtension } from './extension';
import { authorizationKey, installPolkadotExtensions } from './install';
import { payloadSigningBytes, type MockSignerPayload } from './payload';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
// Bob's sr25519 address: not an account of the extension (its Bob is ed25519).
const STRANGER = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';

const payload = (address: string): MockSignerPayload => ({
  address,
  blockHash: `0x${'11'.repeat(32)}`,
  blockNumber: '0x00000010',
  era: '0x0500',
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  method: '0x0503008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a480700e40b5402',
  nonce: '0x00000003',
  signedExtensions: ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeTransactionPayment', 'CheckMetadataHash'],
  specVersion: '0x000f4240',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x0000001a',
  version: 4,
  mode: 0,
});

describe('the mock Polkadot extension', () => {
  it('authorises a site once, then hands out its dev accounts (Alice sr25519, Bob ed25519) in SS58 42', async () => {
    const ext = createPolkadotMockExtension();
    expect(ext.isAuthorized('My dapp')).toBe(false);
    const injected = await ext.provider.enable('My dapp');
    expect(ext.isAuthorized('My dapp')).toBe(true);
    expect(await injected.accounts.get()).toEqual([
      { address: ALICE, name: 'Alice', type: 'sr25519', genesisHash: null },
      { address: expect.stringMatching(/^5/), name: 'Bob', type: 'ed25519', genesisHash: null },
    ]);
    expect(ext.calls().map((c) => c.kind)).toEqual(['enable', 'accounts.get']);
  });

  it('signRaw signs the <Bytes>-wrapped data: the wrapped form verifies, a tampered message or signature does not', async () => {
    const ext = createPolkadotMockExtension();
    const injected = await ext.provider.enable('dapp');
    for (const account of ext.accounts()) {
      const { signature } = await injected.signer.signRaw({ address: account.address, data: stringToHex('hello'), type: 'bytes' });
      const wrapped = u8aWrapBytes(stringToU8a('hello'));
      expect(signatureVerify(wrapped, signature, account.address)).toMatchObject({ isValid: true, crypto: account.type });
      expect(signatureVerify(u8aWrapBytes(stringToU8a('hellO')), signature, account.address).isValid).toBe(false);
      const flipped = `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}`;
      expect(signatureVerify(wrapped, flipped, account.address).isValid).toBe(false);
    }
  });

  it('signPayload signs the extrinsic payload @polkadot/types builds, as a MultiSignature', async () => {
    const ext = createPolkadotMockExtension();
    const injected = await ext.provider.enable('dapp');
    const { signature } = await injected.signer.signPayload(payload(ALICE));
    expect(signature.slice(0, 4)).toBe('0x01');
    const bytes = await payloadSigningBytes(payload(ALICE));
    expect(signatureVerify(bytes, signature, ALICE).isValid).toBe(true);
    expect(signatureVerify(await payloadSigningBytes({ ...payload(ALICE), nonce: '0x00000004' }), signature, ALICE).isValid).toBe(false);
  });

  it("rejects with the extensions' words: 'Rejected' for a site, 'Cancelled' for a signature", async () => {
    const ext = createPolkadotMockExtension();
    ext.rejectNext();
    await expect(ext.provider.enable('dapp')).rejects.toThrow('Rejected');
    const injected = await ext.provider.enable('dapp');
    ext.rejectNext();
    await expect(injected.signer.signRaw({ address: ALICE, data: '0x00', type: 'bytes' })).rejects.toThrow('Cancelled');
    await expect(injected.signer.signRaw({ address: STRANGER, data: '0x00', type: 'bytes' })).rejects.toThrow(/Unable to find keypair/);
    await expect(injected.signer.signRaw({ address: ALICE, data: 'text', type: 'bytes' })).rejects.toThrow('Expected the data as hex');
  });

  it('holds prompts in manual mode until the test approves or rejects them', async () => {
    const ext = createPolkadotMockExtension({ authorized: true, approval: 'manual' });
    const injected = await ext.provider.enable('dapp');
    const first = injected.signer.signRaw({ address: ALICE, data: '0x01', type: 'bytes' });
    const second = injected.signer.signRaw({ address: ALICE, data: '0x02', type: 'bytes' });
    await new Promise((r) => setTimeout(r, 0));
    expect(ext.pending().map((p) => p.kind)).toEqual(['signRaw', 'signRaw']);
    expect(ext.reject()).toBe(true);
    await expect(first).rejects.toThrow('Cancelled');
    expect(ext.approve()).toBe(true);
    await expect(second).resolves.toMatchObject({ signature: expect.stringMatching(/^0x[0-9a-f]{128}$/) });
    expect(ext.approve()).toBe(false);
  });

  it('delays every answer by the delay set', async () => {
    const ext = createPolkadotMockExtension({ authorized: true });
    const injected = await ext.provider.enable('dapp');
    ext.setDelay(150);
    const started = Date.now();
    await injected.signer.signRaw({ address: ALICE, data: '0x01', type: 'bytes' });
    await injected.accounts.get();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('tells subscribers about account changes, locking and a revoked site, and forgets unsubscribed ones', async () => {
    const ext = createPolkadotMockExtension();
    const injected = await ext.provider.enable('dapp');
    const seen: string[][] = [];
    const off = injected.accounts.subscribe((list) => void seen.push(list.map((a) => a.name ?? '')));
    await new Promise((r) => setTimeout(r, 0));
    ext.setAccounts([POLKADOT_DEV_ACCOUNTS[2]!]);
    ext.lock();
    ext.unlock();
    ext.revoke();
    expect(seen).toEqual([['Alice', 'Bob'], ['Charlie'], [], ['Charlie'], []]);
    off();
    expect(ext.subscriberCount()).toBe(0);
  });

  it('installs under window.injectedWeb3 and keeps authorised sites in the storage given', async () => {
    const storage = new Map<string, string>();
    const persist = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    const win: { injectedWeb3?: Record<string, unknown> } = {};
    const first = installPolkadotExtensions(win, { extensions: [{ name: 'polkadot-js' }, { name: 'talisman' }], persist });
    expect(Object.keys(win.injectedWeb3!)).toEqual(['polkadot-js', 'talisman']);
    await first.extensions['polkadot-js']!.provider.enable('dapp');
    first.uninstall();
    expect(win.injectedWeb3).toEqual({});
    // A "reload": new extension objects, the same storage.
    const again = installPolkadotExtensions(win, { extensions: [{ name: 'polkadot-js' }], persist });
    expect(again.extensions['polkadot-js']!.isAuthorized('dapp')).toBe(true);
    expect(JSON.parse(storage.get(authorizationKey('polkadot-js'))!)).toEqual(['dapp']);
  });
});

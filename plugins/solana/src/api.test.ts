import { getTransactionDecoder } from '@solana/kit';
import { Transaction, VersionedTransaction } from '@solana/web3.js';
import { internals, isKitError, type Kit } from '@latchkey/kernel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solanaDevnet, solanaLocalnet, solanaMainnet } from './networks';
import { ALICE, BLOCKHASH, BOB, kitTransferBytes, web3Legacy, web3Versioned } from './test/transactions';
import { approveNext, fakeRegistry, fakeSignature, fakeWallet, makeKit, rpcFetch } from './test/wallet';
import type { KitTransaction } from './types';
import { fromBase58, toBase58 } from './wire/encoding';
import { decodeSoleTransfer, parseTransaction } from './wire/transaction';

const kits: Kit[] = [];
afterEach(async () => {
  for (const k of kits.splice(0)) await k.destroy();
});

const local = solanaLocalnet('http://127.0.0.1:8899');

async function connectedKit(options: { signAndSend?: boolean; networks?: Parameters<typeof makeKit>[0]; answers?: Parameters<typeof rpcFetch>[0] } = {}) {
  const w = fakeWallet({ addresses: [ALICE], ...(options.signAndSend === false ? { signAndSend: false } : {}) });
  const rpc = rpcFetch(options.answers ?? {});
  const kit = makeKit(options.networks ?? [solanaMainnet, solanaDevnet], { fetch: rpc.fetch, solana: { wallets: fakeRegistry([w.wallet]), confirmationPollingIntervalMs: 50 } });
  kits.push(kit);
  await kit.connect('fake-wallet');
  return { w, kit, rpc, api: kit.plugin('solana') };
}

describe('request gating', () => {
  it('queues an unsafe signing request for approval, then calls the wallet', async () => {
    const { w, kit, api } = await connectedKit();
    const pending = api.signMessage('Hello from Latchkey');
    await vi.waitFor(() => expect(kit.getState().requests).toHaveLength(1));
    const request = kit.getState().requests[0]!;
    expect(request).toMatchObject({ namespace: 'solana', method: 'solana_signMessage', params: { message: toBase58(new TextEncoder().encode('Hello from Latchkey')), pubkey: ALICE } });
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current?.view).toBe('ApproveTransaction');
    expect(kit.namespace('solana')?.describeRequest?.({ method: request.method, params: request.params, network: solanaMainnet })).toEqual({ kind: 'message', text: 'Hello from Latchkey' });
    expect(w.feature('solana:signMessage').signMessage).not.toHaveBeenCalled();
    internals(kit).requests.approve(request.id);
    const result = await pending;
    const message = new TextEncoder().encode('Hello from Latchkey');
    expect(w.feature('solana:signMessage').signMessage).toHaveBeenCalledWith({ account: expect.objectContaining({ address: ALICE }), message });
    expect(result).toEqual({ signature: toBase58(fakeSignature(ALICE, message)), bytes: fakeSignature(ALICE, message) });
  });

  it('never calls the wallet when the visitor rejects', async () => {
    const { w, kit, api } = await connectedKit();
    const pending = api.signMessage(Uint8Array.of(1, 2, 3));
    const id = await vi.waitFor(() => {
      const r = kit.getState().requests[0];
      if (!r) throw new Error('not queued yet');
      return r.id;
    });
    internals(kit).requests.reject(id);
    expect(isKitError(await pending.catch((e: unknown) => e), 'USER_REJECTED')).toBe(true);
    expect(w.feature('solana:signMessage').signMessage).not.toHaveBeenCalled();
  });

  it('keeps a refusal in the wallet a typed rejection', async () => {
    const { w, kit, api } = await connectedKit();
    w.state.reject = true;
    const pending = api.signMessage('no');
    await approveNext(kit);
    expect(isKitError(await pending.catch((e: unknown) => e), 'USER_REJECTED')).toBe(true);
  });

  it('runs read methods without approval through the kit RPC, even before connecting', async () => {
    const rpc = rpcFetch({ getBalance: () => ({ context: { slot: 1 }, value: 42 }) });
    const kit = makeKit([local], { fetch: rpc.fetch, solana: { wallets: fakeRegistry([]) } });
    kits.push(kit);
    expect(await kit.request({ namespace: 'solana', method: 'getBalance', params: [BOB] })).toEqual({ context: { slot: 1 }, value: 42 });
    expect(rpc.calls).toContainEqual({ method: 'getBalance', params: [BOB] });
    expect(kit.getState().requests).toEqual([]);
  });

  it('refuses methods no one knows', async () => {
    const { kit } = await connectedKit();
    const error = await kit.request({ namespace: 'solana', method: 'sendTransaction', params: ['AQID'] }).catch((e: unknown) => e);
    expect(isKitError(error, 'REQUEST_NOT_ALLOWED')).toBe(true);
  });

  it('checks the connection before queueing anything', async () => {
    const kit = makeKit([solanaMainnet], { solana: { wallets: fakeRegistry([]) } });
    kits.push(kit);
    await expect(kit.plugin('solana').signMessage('hi')).rejects.toThrow('No ActiveCaipAddress found');
    expect(kit.getState().requests).toEqual([]);
  });
});

describe('transactions in every form', () => {
  it('signs a web3.js legacy Transaction and gives a Transaction back', async () => {
    const { w, kit, api } = await connectedKit();
    const pending = api.signTransaction(web3Legacy(10_000_000));
    const id = await approveNext(kit, 'solana_signTransaction');
    expect(id).toBeTruthy();
    const signed = await pending;
    expect(signed).toBeInstanceOf(Transaction);
    expect(signed.signature).not.toBeNull();
    const call = w.feature('solana:signTransaction').signTransaction!.mock.calls[0]![0] as { transaction: Uint8Array; chain: string };
    expect(call.chain).toBe('solana:mainnet');
    expect(decodeSoleTransfer(parseTransaction(call.transaction))).toEqual({ from: ALICE, to: BOB, lamports: 10_000_000n });
  });

  it('signs all of a mixed batch in one approval, each back in its form', async () => {
    const { w, kit, api } = await connectedKit();
    const kitTx = getTransactionDecoder().decode(await kitTransferBytes());
    const bytes = web3Legacy(5).serialize({ requireAllSignatures: false, verifySignatures: false });
    const pending = api.signAllTransactions([kitTx, web3Versioned(), Uint8Array.from(bytes)]);
    await approveNext(kit, 'solana_signAllTransactions');
    const [a, b, c] = await pending;
    expect(w.feature('solana:signTransaction').signTransaction).toHaveBeenCalledTimes(1);
    expect(w.feature('solana:signTransaction').signTransaction!.mock.calls[0]).toHaveLength(3);
    expect((a as KitTransaction).signatures[ALICE]).toBeInstanceOf(Uint8Array);
    expect(b).toBeInstanceOf(VersionedTransaction);
    expect(c).toBeInstanceOf(Uint8Array);
    expect(parseTransaction(c).signatures[0]!.some((x) => x !== 0)).toBe(true);
  });

  it('signs and sends through the wallet, pinned to the kit network', async () => {
    const { w, kit, api } = await connectedKit();
    await kit.switchNetwork(solanaDevnet.caipNetworkId);
    const pending = api.signAndSendTransaction(web3Versioned(), { skipPreflight: true });
    await approveNext(kit, 'solana_signAndSendTransaction');
    const signature = await pending;
    expect(fromBase58(signature)).toHaveLength(64);
    const input = w.feature('solana:signAndSendTransaction').signAndSendTransaction!.mock.calls[0]![0] as { chain: string; options: unknown };
    expect(input).toMatchObject({ chain: 'solana:devnet', options: { skipPreflight: true } });
  });

  it('signs then sends through the kit RPC when the wallet cannot send', async () => {
    const sent: unknown[] = [];
    const { w, kit, api, rpc } = await connectedKit({
      signAndSend: false,
      answers: {
        sendTransaction: (params) => {
          sent.push(params);
          return toBase58(new Uint8Array(64).fill(3));
        },
      },
    });
    const pending = api.signAndSendTransaction(web3Legacy());
    await approveNext(kit);
    expect(await pending).toBe(toBase58(new Uint8Array(64).fill(3)));
    expect(w.feature('solana:signTransaction').signTransaction).toHaveBeenCalledTimes(1);
    expect(rpc.calls.map((c) => c.method)).toContain('sendTransaction');
    expect((sent[0] as [string, { encoding: string }])[1]).toEqual({ encoding: 'base64' });
  });

  it('refuses what is not a transaction before asking anyone', async () => {
    const { kit, api } = await connectedKit();
    await expect(api.signTransaction({ nope: true } as never)).rejects.toThrow('Invalid transaction');
    await expect(api.signAllTransactions([])).rejects.toThrow('Invalid input');
    expect(kit.getState().requests).toEqual([]);
  });
});

describe('sendSol', () => {
  const answers = (statuses: Array<unknown>) => ({
    getLatestBlockhash: () => ({ context: { slot: 1 }, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 150 } }),
    getSignatureStatuses: () => ({ context: { slot: 2 }, value: [statuses.length > 1 ? statuses.shift() : statuses[0]] }),
    getBalance: () => ({ context: { slot: 2 }, value: 99_990_000_000 }),
  });

  it('builds a System transfer with @solana/kit, sends it after approval and waits for confirmation', async () => {
    const { w, kit, api, rpc } = await connectedKit({ networks: [local], answers: answers([null, { confirmationStatus: 'processed', err: null }, { confirmationStatus: 'confirmed', err: null }]) });
    const pending = api.sendSol({ to: BOB, amount: '0.01' });
    const id = await approveNext(kit, 'solana_signAndSendTransaction');
    expect(id).toBeTruthy();
    const { signature } = await pending;
    const input = w.feature('solana:signAndSendTransaction').signAndSendTransaction!.mock.calls[0]![0] as { transaction: Uint8Array; chain: string };
    const tx = parseTransaction(input.transaction);
    expect(tx.recentBlockhash).toBe(BLOCKHASH);
    expect(decodeSoleTransfer(tx)).toEqual({ from: ALICE, to: BOB, lamports: 10_000_000n });
    expect(input.chain).toBe('solana:localnet');
    expect(fromBase58(signature)).toHaveLength(64);
    expect(rpc.calls.filter((c) => c.method === 'getSignatureStatuses').length).toBeGreaterThanOrEqual(3);
    await vi.waitFor(() => expect(kit.getState().chains.solana?.account.balance).toBe('99.99'));
  });

  it('describes the pending transfer for the approval view', async () => {
    const { kit, api } = await connectedKit({ networks: [local], answers: answers([{ confirmationStatus: 'confirmed', err: null }]) });
    const pending = api.sendSol({ to: BOB, amount: '1.5' });
    const request = await vi.waitFor(() => {
      const r = kit.getState().requests[0];
      if (!r) throw new Error('not queued yet');
      return r;
    });
    expect(kit.namespace('solana')?.describeRequest?.({ method: request.method, params: request.params, network: local })).toMatchObject({ kind: 'transaction', receiver: BOB, amount: '1.5', symbol: 'SOL' });
    internals(kit).requests.approve(request.id);
    await pending;
  });

  it('rejects when the transaction landed with an error', async () => {
    const { kit, api } = await connectedKit({ networks: [local], answers: answers([{ confirmationStatus: 'confirmed', err: { InstructionError: [0, 'Custom'] } }]) });
    const pending = api.sendSol({ to: BOB, amount: '0.01' });
    await approveNext(kit);
    await expect(pending).rejects.toThrow('Transaction failed');
  });

  it('validates amount and receiver before anything else (SPEC §8)', async () => {
    const { kit, api, rpc } = await connectedKit({ networks: [local], answers: answers([null]) });
    await expect(api.sendSol({ to: '', amount: '1' })).rejects.toThrow('An amount and receiver address are required');
    await expect(api.sendSol({ to: BOB, amount: '' })).rejects.toThrow('An amount and receiver address are required');
    await expect(api.sendSol({ to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', amount: '1' })).rejects.toThrow(expect.objectContaining({ shortMessage: 'Invalid receiver address' }));
    await expect(api.sendSol({ to: BOB, amount: '0.0000000001' })).rejects.toThrow(expect.objectContaining({ shortMessage: 'Invalid amount' }));
    expect(kit.getState().requests).toEqual([]);
    expect(rpc.calls.filter((c) => c.method !== 'getBalance')).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { internals, isKitError, type Kit } from '@latchkey/kernel';
import { startChains, TOKEN_METADATA, type LocalChains } from '@latchkey/test-harness/chain/index';
import { installDevWallets, walletConfigFromChains, type MockWallet } from '@latchkey/test-harness/wallets/index';
import { createPublicClient, erc20Abi, formatEther, http, parseEther, parseUnits, verifyMessage, verifyTypedData, type Hex, type PublicClient } from 'viem';
import { floorDecimals } from '@latchkey/kernel/units';
import { approveNext, fakeWindow, localNetworks, makeKit } from '../test/kit';
import type { Eip155Api } from '../types';

let local: LocalChains;
let kit: Kit;
let api: Eip155Api;
let wallet: MockWallet;
let client: PublicClient;
let sender: Hex;
let uninstall: () => void;
// Receivers nobody else in this file touches, so balance deltas are exact.
let receiver: Hex;

beforeAll(async () => {
  local = await startChains({ ports: 'free' });
  const win = fakeWindow();
  const installed = installDevWallets(win, walletConfigFromChains(local, { wallets: ['dev'] }));
  uninstall = installed.uninstall;
  wallet = installed.wallets.dev!;
  kit = makeKit(win, localNetworks(local.chains), { eip155: { receiptPollingIntervalMs: 50 } });
  api = kit.plugin('eip155');
  sender = (await kit.connect('dev.latchkey.wallet')).address as Hex;
  client = createPublicClient({ transport: http(local.chains[0]!.rpcUrl) });
  receiver = local.accounts[7]!.address;
});
afterAll(async () => {
  await kit?.destroy();
  uninstall?.();
  await local?.stop();
});

const tokenBalance = (token: Hex, owner: Hex) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

describe('the default (approvals: auto): the wallet confirms on its own screen', () => {
  it('a signature and a send each reach the wallet once, with no approval view of the kit', async () => {
    const win = fakeWindow();
    const installed = installDevWallets(win, walletConfigFromChains(local, { wallets: ['dev'] }));
    const own = makeKit(win, localNetworks(local.chains), { approvals: 'auto', eip155: { receiptPollingIntervalMs: 50 } });
    try {
      const views: string[] = [];
      own.on('viewChanged', (e: { view: { view: string } }) => views.push(e.view.view));
      const from = (await own.connect('dev.latchkey.wallet')).address as Hex;
      const dev = installed.wallets.dev!;
      const evm = own.plugin<Eip155Api>('eip155')!;
      const signature = await evm.signMessage('One prompt');
      expect(await verifyMessage({ address: from, message: 'One prompt', signature })).toBe(true);
      const to = local.accounts[8]!.address;
      const before = await client.getBalance({ address: to });
      const { receipt } = await evm.sendNative({ to, amount: '0.001' });
      expect(receipt.status).toBe('success');
      expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.001'));
      expect(views).not.toContain('ApproveTransaction');
      expect(own.getState().modal.open).toBe(false);
      expect(dev.requests().filter((r) => r.method === 'personal_sign' || r.method === 'eth_sendTransaction').map((r) => r.method)).toEqual(['personal_sign', 'eth_sendTransaction']);
    } finally {
      await own.destroy();
      installed.uninstall();
    }
  });
});

describe('signing through kit.request (approval first)', () => {
  it('signMessage waits for approval, then personal_sign gives a signature that verifies', async () => {
    const pending = api.signMessage('Sign in to Latchkey');
    await vi.waitFor(() => expect(kit.getState().requests.map((r) => r.method)).toEqual(['personal_sign']));
    expect(kit.getState().modal.history.at(-1)?.view).toBe('ApproveTransaction');
    expect(wallet.requests().some((r) => r.method === 'personal_sign')).toBe(false);
    await approveNext(kit, 'personal_sign');
    const signature = await pending;
    expect(await verifyMessage({ address: sender, message: 'Sign in to Latchkey', signature })).toBe(true);
    expect(kit.getState().requests).toEqual([]);
  });

  it('signTypedData (bigints in the message) gives a signature that verifies', async () => {
    const typedData = {
      domain: { name: 'Latchkey', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
      types: { Transfer: [{ name: 'to', type: 'address' }, { name: 'amount', type: 'uint256' }, { name: 'memo', type: 'string' }] },
      primaryType: 'Transfer',
      message: { to: receiver, amount: 10n ** 30n, memo: 'rent' },
    } as const;
    const pending = api.signTypedData(typedData);
    await approveNext(kit, 'eth_signTypedData_v4');
    const signature = await pending;
    expect(await verifyTypedData({ address: sender, ...typedData, signature })).toBe(true);
  });

  it('a visitor who rejects in the wallet gets a UserRejectedError, and the next request works', async () => {
    wallet.rejectNext();
    const pending = api.signMessage('no');
    await approveNext(kit);
    expect(isKitError(await pending.catch((e: unknown) => e), 'USER_REJECTED')).toBe(true);
    const again = api.signMessage('yes');
    await approveNext(kit);
    expect(await verifyMessage({ address: sender, message: 'yes', signature: await again })).toBe(true);
  });

  it('a request declined in ApproveTransaction never reaches the wallet', async () => {
    wallet.clearRequests();
    const pending = api.signMessage('declined');
    const id = await vi.waitFor(() => kit.getState().requests[0]!.id);
    internals(kit).requests.reject(id);
    expect(isKitError(await pending.catch((e: unknown) => e), 'USER_REJECTED')).toBe(true);
    expect(wallet.requests().map((r) => r.method)).not.toContain('personal_sign');
  });
});

describe('sending on the local chain', () => {
  it('sendNative 0.01 ETH: the receiver gets exactly that and the kit balance refreshes', async () => {
    const before = await client.getBalance({ address: receiver });
    await vi.waitFor(() => expect(kit.getState().chains.eip155!.account.balance).toBeDefined());
    const pending = api.sendNative({ to: receiver, amount: '0.01' });
    await approveNext(kit, 'eth_sendTransaction');
    const { hash, receipt } = await pending;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(receipt).toMatchObject({ status: 'success', transactionHash: hash, from: sender.toLowerCase(), to: receiver.toLowerCase() });
    expect((await client.getBalance({ address: receiver })) - before).toBe(parseEther('0.01'));
    // The 30 s balance cache is dropped after a send, so the kit shows the new balance at once.
    const now = floorDecimals(formatEther(await client.getBalance({ address: sender })));
    await vi.waitFor(() => expect(kit.getState().chains.eip155!.account.balance).toBe(now));
  });

  it.each([
    ['USDC', 'usdc'],
    ['the USDT-style token whose transfer returns nothing', 'usdt'],
  ] as const)('sendToken 1.5 of %s moves 1.5 tokens (decimals read from the chain)', async (_, key) => {
    const token = local.chains[0]!.tokens[key];
    const before = await tokenBalance(token, receiver);
    const pending = api.sendToken({ token, to: receiver, amount: '1.5' });
    await approveNext(kit, 'eth_sendTransaction');
    const { receipt } = await pending;
    expect(receipt.status).toBe('success');
    expect((await tokenBalance(token, receiver)) - before).toBe(parseUnits('1.5', TOKEN_METADATA[key].decimals));
  });

  it('a transfer that reverts (more than the balance) is reported, not taken for success', async () => {
    const token = local.chains[0]!.tokens.usdc;
    const pending = api.sendToken({ token, to: receiver, amount: '999999999', decimals: 6 });
    await approveNext(kit, 'eth_sendTransaction');
    const error = await pending.catch((e: unknown) => e);
    expect(isKitError(error, 'CONNECTOR_ERROR')).toBe(true);
  });

  it('sendCalls batches a token transfer through wallet_sendCalls', async () => {
    const { encodeFunctionData } = await import('viem');
    const token = local.chains[0]!.tokens.usdc;
    const before = await tokenBalance(token, receiver);
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 2_000_000n] });
    const pending = api.sendCalls([{ to: token, data }]);
    await approveNext(kit, 'wallet_sendCalls');
    const { id } = await pending;
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    expect(wallet.requests().find((r) => r.method === 'wallet_sendCalls')!.params).toEqual([
      { version: '2.0.0', from: sender, chainId: '0x7a69', atomicRequired: false, calls: [{ to: token, data }] },
    ]);
    expect((await tokenBalance(token, receiver)) - before).toBe(2_000_000n);
  });

  it('waitForReceipt gives up with "timed out" for a hash that never lands', async () => {
    const error = await api.waitForReceipt(`0x${'ab'.repeat(32)}`, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(isKitError(error, 'TIMEOUT')).toBe(true);
  });
});

describe('SPEC §5: transactions that break a rule are refused before the wallet is asked', () => {
  it('each rule refuses with a typed error; no approval view, zero wallet prompts, nothing sent', async () => {
    const chainId = local.chains[0]!.chainId;
    const nonceBefore = await client.getTransactionCount({ address: sender });
    wallet.clearRequests();
    const bad: Array<[rule: string, method: string, params: unknown[]]> = [
      ['chainId', 'eth_sendTransaction', [{ from: sender, to: receiver, value: '0x1', chainId: '0x0' }]],
      ['chainId', 'eth_sendTransaction', [{ from: sender, to: receiver, value: '0x1', chainId: `0x${(chainId + 1).toString(16)}` }]],
      ['fees', 'eth_sendTransaction', [{ from: sender, to: receiver, value: '0x1', maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' }]],
      ['blobVersionedHashes', 'eth_sendTransaction', [{ from: sender, to: receiver, blobVersionedHashes: ['0x0100'] }]],
      ['to', 'eth_sendTransaction', [{ from: sender, to: '0xnothex', value: '0x1' }]],
      ['data', 'eth_sendTransaction', [{ from: sender, to: receiver, data: 'transfer()' }]],
      ['value', 'eth_sendTransaction', [{ from: sender, to: receiver, value: '-0x1' }]],
      ['to', 'wallet_sendCalls', [{ version: '2.0.0', chainId: `0x${chainId.toString(16)}`, from: sender, atomicRequired: false, calls: [{ to: 'receiver', value: '0x1' }] }]],
    ];
    for (const [rule, method, params] of bad) {
      const error = await kit.request({ method, params }).catch((e: unknown) => e);
      expect(error, `${rule} via ${method}`).toMatchObject({ name: 'InvalidTransactionError', code: 'VALIDATION_ERROR', rule });
      expect(kit.getState().requests).toEqual([]);
      expect(kit.getState().modal.open).toBe(false);
    }
    // The wallet was never prompted, and nothing left the account.
    expect(wallet.requests().filter((r) => r.method === 'eth_sendTransaction' || r.method === 'wallet_sendCalls')).toEqual([]);
    expect(await client.getTransactionCount({ address: sender })).toBe(nonceBefore);
  });
});

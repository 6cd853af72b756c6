// The page runtimes in Node, on stand-in windows: each namespace's wallets are found the way a
// dapp finds them, and the gate decides their prompts with each wallet's own answers.
import { describe, expect, it } from 'vitest';
import { verifyMessage, type Hex } from 'viem';
import type { Wallet } from '@wallet-standard/base';
import { HARDHAT_ACCOUNTS } from '@latchkey/test-harness/chain/accounts';
import { SOLANA_TEST_ACCOUNTS } from '@latchkey/test-harness/solana/accounts';
import { installBitcoinWallets } from './bitcoin';
import { installCosmosWallets } from './cosmos';
import { installEvmWallets } from './evm';
import { installPolkadotWallets } from './polkadot';
import { installSolanaWallets } from './solana';

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> };
type Announced = { info: { name: string; rdns: string }; provider: Provider };

/** A stand-in window that records EIP-6963 announcements. */
function evmWindow() {
  const win = Object.assign(new EventTarget(), { ethereum: undefined as unknown });
  const announced: Announced[] = [];
  win.addEventListener('eip6963:announceProvider', (event) => announced.push((event as CustomEvent<Announced>).detail));
  return { win, announced };
}

const errorOf = (promise: Promise<unknown>) => promise.then(
  () => {
    throw new Error('expected a rejection');
  },
  (error: unknown) => error as { code?: number; message: string },
);

describe('the EVM runtime', () => {
  it('announces the dev wallet only by default, with Hardhat account #0 selected', async () => {
    const { win, announced } = evmWindow();
    const controller = installEvmWallets(win);
    expect(announced.map((a) => [a.info.name, a.info.rdns])).toEqual([['Latchkey Dev Wallet', 'dev.latchkey.wallet']]);
    expect(win.ethereum).toBeUndefined();
    expect(await controller.accounts()).toEqual(HARDHAT_ACCOUNTS.slice(0, 3).map((a) => a.address));
    expect(await announced[0]!.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    controller.uninstall();
  });

  it('approves, then rejects with 4001 once, then approves again; the log shows each outcome', async () => {
    const { win, announced } = evmWindow();
    const controller = installEvmWallets(win, { chains: [{ chainId: 1337, rpcUrl: 'http://127.0.0.1:1' }] });
    const provider = announced[0]!.provider;
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as Hex[];
    controller.rejectNext();
    expect(await errorOf(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }))).toMatchObject({ code: 4001, message: 'User Rejected Request' });
    // Background reads are not prompts: they never take a queued decision.
    controller.rejectNext({ code: 4100, message: 'Not this one' });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(HARDHAT_ACCOUNTS.slice(0, 3).map((a) => a.address));
    expect(await errorOf(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }))).toMatchObject({ code: 4100, message: 'Not this one' });
    const signature = (await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })) as Hex;
    expect(await verifyMessage({ address: address!, message: 'hello', signature })).toBe(true);
    expect(controller.requests().map((r) => [r.wallet, r.method, r.outcome, r.error?.code])).toEqual([
      ['dev', 'eth_requestAccounts', 'resolved', undefined],
      ['dev', 'personal_sign', 'rejected', 4001],
      ['dev', 'eth_accounts', 'resolved', undefined],
      ['dev', 'personal_sign', 'rejected', 4100],
      ['dev', 'personal_sign', 'resolved', undefined],
    ]);
    controller.clearRequests();
    expect(controller.requests()).toEqual([]);
  });

  it('in manual mode a prompt waits for the test; one gate serves every installed wallet', async () => {
    const { win, announced } = evmWindow();
    const controller = installEvmWallets(win, { wallets: ['dev', 'second', 'legacy'] });
    expect(announced.map((a) => a.info.name)).toEqual(['Latchkey Dev Wallet', 'Latchkey Second Wallet']);
    const legacy = win.ethereum as Provider;
    controller.setApproval('manual');
    const connecting = legacy.request({ method: 'eth_requestAccounts' });
    const second = announced[1]!.provider.request({ method: 'eth_requestAccounts' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controller.pending().map((p) => p.method)).toEqual(['eth_requestAccounts', 'eth_requestAccounts']);
    controller.approveNext();
    expect(await connecting).toEqual(HARDHAT_ACCOUNTS.slice(0, 3).map((a) => a.address));
    controller.rejectNext();
    expect(await errorOf(second)).toMatchObject({ code: 4001 });
    expect(controller.requests().map((r) => r.wallet)).toEqual(['legacy', 'second']);
    controller.uninstall();
    expect(win.ethereum).toBeUndefined();
  });

  it('uninstall stops answering discovery and rejects what waits', async () => {
    const { win, announced } = evmWindow();
    const controller = installEvmWallets(win);
    controller.setApproval('manual');
    const waiting = announced[0]!.provider.request({ method: 'eth_requestAccounts' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.uninstall();
    expect(await errorOf(waiting)).toMatchObject({ code: 4001 });
    announced.length = 0;
    win.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(announced).toEqual([]);
  });

  it('control() reaches the wallet but not the controls the gate owns', async () => {
    const { win, announced } = evmWindow();
    const controller = installEvmWallets(win, { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }, { chainId: 31338, rpcUrl: 'http://127.0.0.1:2' }] });
    controller.control('setChain', 31338);
    expect(await announced[0]!.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(() => controller.control('rejectNext')).toThrow(/use those instead/);
    expect(() => controller.control('provider')).toThrow('This wallet has no control "provider"');
  });
});

describe('the Solana runtime', () => {
  function solanaWindow() {
    const win = new EventTarget();
    const registered: Wallet[] = [];
    // An app that is already listening, as @wallet-standard/app's getWallets() does.
    win.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(api: { register(wallet: Wallet): () => void }) => void>).detail({ register: (wallet) => (registered.push(wallet), () => undefined) }),
    );
    return { win, registered };
  }
  type Feature = Record<string, (...args: unknown[]) => Promise<unknown>>;

  it('registers the dev wallet; a silent connect is not a prompt, a real one and the signatures are', async () => {
    const { win, registered } = solanaWindow();
    const controller = installSolanaWallets(win);
    expect(registered.map((w) => w.name)).toEqual(['Latchkey Solana Dev Wallet']);
    expect(await controller.accounts()).toEqual(SOLANA_TEST_ACCOUNTS.slice(0, 3).map((a) => a.address));
    const features = registered[0]!.features as Record<string, Feature>;
    controller.rejectNext();
    expect(await features['standard:connect']!.connect!({ silent: true })).toEqual({ accounts: [] });
    expect(await errorOf(features['standard:connect']!.connect!())).toMatchObject({ code: 4001, message: 'User Rejected Request' });
    const { accounts } = (await features['standard:connect']!.connect!()) as { accounts: Array<{ address: string }> };
    expect(accounts.map((a) => a.address)).toEqual([SOLANA_TEST_ACCOUNTS[0]!.address]);
    controller.setApproval('manual');
    const signing = features['solana:signMessage']!.signMessage!({ account: accounts[0], message: new Uint8Array([104, 105]) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controller.pending()).toMatchObject([{ method: 'solana:signMessage', params: [{ account: SOLANA_TEST_ACCOUNTS[0]!.address, message: 'aGk=' }] }]);
    // The held call is in the log already, as pending.
    expect(controller.requests().at(-1)).toMatchObject({ wallet: 'dev', method: 'solana:signMessage', outcome: 'pending' });
    controller.approveNext();
    const [signed] = (await signing) as Array<{ signature: Uint8Array }>;
    expect(signed!.signature).toHaveLength(64);
    expect(controller.requests().map((r) => [r.method, r.outcome])).toEqual([
      ['standard:connect', 'resolved'],
      ['standard:connect', 'rejected'],
      ['standard:connect', 'resolved'],
      ['solana:signMessage', 'resolved'],
    ]);
    controller.uninstall();
  });
});

describe('the wallets that hold their own prompts', () => {
  it('Polkadot: authorizing the site and each signature go through the gate; a refusal is the extension’s own', async () => {
    const win: { injectedWeb3?: Record<string, { enable(name: string): Promise<{ signer: Feature; accounts: { get(): Promise<Array<{ address: string }>> } }> }> } = {};
    type Feature = { signRaw(raw: { address: string; data: string; type: 'bytes' }): Promise<{ signature: string }> };
    const controller = installPolkadotWallets(win as never, {});
    controller.rejectNext();
    expect(await errorOf(win.injectedWeb3!['latchkey-dev']!.enable('Acme dapp'))).toMatchObject({ message: 'Rejected' });
    const injected = await win.injectedWeb3!['latchkey-dev']!.enable('Acme dapp');
    const [alice] = await injected.accounts.get();
    expect([alice!.address]).toEqual((await controller.accounts()).slice(0, 1));
    controller.rejectNext({ message: 'Not today' });
    expect(await errorOf(injected.signer.signRaw({ address: alice!.address, data: '0x6869', type: 'bytes' }))).toMatchObject({ message: 'Not today' });
    expect((await injected.signer.signRaw({ address: alice!.address, data: '0x6869', type: 'bytes' })).signature).toMatch(/^0x[0-9a-f]{128}$/);
    expect(controller.requests().map((r) => r.method)).toEqual(['enable', 'enable', 'accounts.get', 'signRaw', 'signRaw']);
    controller.clearRequests();
    expect(controller.requests()).toEqual([]);
    controller.uninstall();
    expect(win.injectedWeb3).toEqual({});
  });

  it('Bitcoin: a prompt refused through the gate answers sats-connect’s user-rejection error', async () => {
    const win: Record<string, unknown> = {};
    const controller = installBitcoinWallets(win as never, { network: 'Testnet' });
    const provider = (win.LatchkeyProviders as { BitcoinProvider: { request(method: string, params?: unknown): Promise<Record<string, unknown>> } }).BitcoinProvider;
    expect(await provider.request('getInfo', null)).toMatchObject({ result: { version: '2.0.0' } });
    controller.rejectNext();
    expect(await provider.request('getAccounts', { purposes: ['payment'] })).toMatchObject({ error: { code: -32000, message: 'User rejected the request.' } });
    controller.delayNext(50);
    const started = Date.now();
    const answer = (await provider.request('getAccounts', { purposes: ['payment'] })) as { result: Array<{ address: string }> };
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(answer.result.map((a) => a.address)).toEqual((await controller.accounts()).slice(0, 1));
    expect(controller.requests().map((r) => r.method)).toEqual(['getInfo', 'getAccounts', 'getAccounts']);
    controller.uninstall();
    expect(win.btc_providers).toEqual([]);
  });

  it('Cosmos: enable asks once; a refusal is Keplr’s "Request rejected"', async () => {
    const win = new EventTarget() as EventTarget & { keplr?: { enable(chainId: string): Promise<void>; getKey(chainId: string): Promise<{ bech32Address: string }> } };
    const controller = installCosmosWallets(win as never, {});
    controller.rejectNext();
    expect(await errorOf(win.keplr!.enable('cosmoshub-4'))).toMatchObject({ message: 'Request rejected' });
    await win.keplr!.enable('cosmoshub-4');
    expect((await win.keplr!.getKey('cosmoshub-4')).bech32Address).toBe((await controller.accounts())[0]);
    expect(controller.requests().map((r) => [r.method, r.outcome])).toEqual([
      ['enable', 'rejected'],
      ['enable', 'resolved'],
      ['getKey', 'resolved'],
    ]);
    controller.uninstall();
    expect(win.keplr).toBeUndefined();
  });
});

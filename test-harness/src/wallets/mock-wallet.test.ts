import { describe, expect, it } from 'vitest';
import { verifyMessage, verifyTypedData } from 'viem';
import { HARDHAT_ACCOUNTS } from '../chain/accounts';
import { createMockWallet } from './mock-wallet';
import type { MockWalletOptions } from './types';

// These tests need no node: nothing here reaches an RPC URL.
const OFFLINE_RPC = 'http://127.0.0.1:9';
const [alice, bob] = HARDHAT_ACCOUNTS;

function wallet(options: Partial<MockWalletOptions> = {}) {
  return createMockWallet({
    privateKeys: [alice!.privateKey, bob!.privateKey],
    chains: [
      { chainId: 31337, rpcUrl: OFFLINE_RPC },
      { chainId: 31338, rpcUrl: OFFLINE_RPC },
    ],
    verifyAddedChains: false,
    ...options,
  });
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
  );

const mail = {
  domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;

describe('createMockWallet: accounts', () => {
  it('hides accounts until eth_requestAccounts, then exposes them and emits accountsChanged', async () => {
    const w = wallet();
    const changes: unknown[] = [];
    w.provider.on('accountsChanged', (accounts) => changes.push(accounts));
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([alice!.address, bob!.address]);
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([alice!.address, bob!.address]);
    expect(changes).toEqual([[alice!.address, bob!.address]]);
  });

  it('lock() empties eth_accounts and a locked wallet refuses to connect; unlock() restores', async () => {
    const w = wallet({ authorized: true });
    const changes: unknown[] = [];
    w.provider.on('accountsChanged', (accounts) => changes.push(accounts));
    w.lock();
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await errorOf(w.provider.request({ method: 'eth_requestAccounts' }))).toMatchObject({ code: 4001 });
    expect(await errorOf(w.provider.request({ method: 'personal_sign', params: ['0x00', alice!.address] }))).toMatchObject({ code: 4100 });
    w.unlock();
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([alice!.address, bob!.address]);
    expect(changes).toEqual([[], [alice!.address, bob!.address]]);
  });

  it('setAccounts() emits accountsChanged; revoke and wallet_revokePermissions forget the dapp', async () => {
    const w = wallet({ authorized: true });
    const changes: unknown[] = [];
    w.provider.on('accountsChanged', (accounts) => changes.push(accounts));
    w.setAccounts([bob!.address]);
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([bob!.address]);
    expect(await errorOf(w.provider.request({ method: 'personal_sign', params: ['0x00', alice!.address] }))).toMatchObject({ code: 4100 });
    expect(await w.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull();
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(changes).toEqual([[bob!.address], []]);
    const permissions = (await w.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })) as { parentCapability: string }[];
    expect(permissions.map((p) => p.parentCapability)).toEqual(['eth_accounts']);
  });
});

describe('createMockWallet: signing', () => {
  it('personal_sign signatures verify with viem, for UTF-8 text and for hex bytes', async () => {
    const w = wallet({ authorized: true });
    const text = 'Sign in to Latchkey\nNonce: 42';
    const signature = (await w.provider.request({ method: 'personal_sign', params: [text, alice!.address] })) as `0x${string}`;
    expect(await verifyMessage({ address: alice!.address, message: text, signature })).toBe(true);
    expect(await verifyMessage({ address: bob!.address, message: text, signature })).toBe(false);

    const hexSig = (await w.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', bob!.address] })) as `0x${string}`;
    expect(await verifyMessage({ address: bob!.address, message: 'hello', signature: hexSig })).toBe(true);
  });

  it('eth_signTypedData_v4 signatures verify with viem (JSON string param), and a foreign domain chain is refused', async () => {
    const w = wallet({ authorized: true });
    const signature = (await w.provider.request({ method: 'eth_signTypedData_v4', params: [alice!.address, JSON.stringify(mail)] })) as `0x${string}`;
    expect(await verifyTypedData({ address: alice!.address, ...mail, signature })).toBe(true);
    const foreign = { ...mail, domain: { ...mail.domain, chainId: 1 } };
    expect(await errorOf(w.provider.request({ method: 'eth_signTypedData_v4', params: [alice!.address, foreign] }))).toMatchObject({ code: -32602 });
  });

  it('rejectNext() fails the next interactive request with 4001 (or a chosen code), once', async () => {
    const w = wallet({ authorized: true });
    w.rejectNext();
    // Background polling does not consume the rejection...
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    // ...the next prompt does.
    expect(await errorOf(w.provider.request({ method: 'personal_sign', params: ['hi', alice!.address] }))).toEqual({ code: 4001, message: 'User Rejected Request' });
    expect(await w.provider.request({ method: 'personal_sign', params: ['hi', alice!.address] })).toMatch(/^0x[0-9a-f]{130}$/);
    w.rejectNext(4100, { target: 'any' });
    expect(await errorOf(w.provider.request({ method: 'eth_chainId' }))).toEqual({ code: 4100, message: 'Unauthorized' });
  });
});

describe('createMockWallet: chains', () => {
  it('switches between known chains with chainChanged, and answers 4902 for an unknown chain', async () => {
    const w = wallet();
    const changes: unknown[] = [];
    w.provider.on('chainChanged', (id) => changes.push(id));
    expect(await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull();
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await w.provider.request({ method: 'net_version' })).toBe('31338');
    expect(await errorOf(w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }))).toMatchObject({ code: 4902 });
    expect(await errorOf(w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x07a69' }] }))).toMatchObject({ code: -32602 });
    w.setChain(31337);
    expect(changes).toEqual(['0x7a6a', '0x7a69']);
    expect(() => w.setChain(5)).toThrow();
  });

  it('validates wallet_addEthereumChain per EIP-3085, adds without switching, and then switches', async () => {
    const w = wallet();
    const good = { chainId: '0x2a', chainName: 'Answer', rpcUrls: ['https://rpc.example'], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } };
    const bad: [string, unknown][] = [
      ['hex chainId', { ...good, chainId: 42 }],
      ['leading zero', { ...good, chainId: '0x02a' }],
      ['chainName', { ...good, chainName: '' }],
      ['no rpcUrls', { ...good, rpcUrls: [] }],
      ['http: to a public host', { ...good, rpcUrls: ['http://rpc.example'] }],
      ['file: URL', { ...good, rpcUrls: ['file:///etc/passwd'] }],
      ['nativeCurrency missing', { ...good, nativeCurrency: undefined }],
      ['negative decimals', { ...good, nativeCurrency: { name: 'E', symbol: 'E', decimals: -1 } }],
      ['bad explorer', { ...good, blockExplorerUrls: ['not a url'] }],
    ];
    for (const [why, param] of bad) {
      expect([why, (await errorOf(w.provider.request({ method: 'wallet_addEthereumChain', params: [param] }))).code]).toEqual([why, -32602]);
    }
    expect(await w.provider.request({ method: 'wallet_addEthereumChain', params: [good] })).toBeNull();
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await w.provider.request({ method: 'wallet_addEthereumChain', params: [good] })).toBeNull();
    expect(w.state().chains).toEqual([31337, 31338, 42]);
    await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2a' }] });
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x2a');
  });

  it('rejects wallet_addEthereumChain when the RPC does not answer with that chain id', async () => {
    const w = wallet({ verifyAddedChains: true });
    const param = { chainId: '0x2a', chainName: 'Nowhere', rpcUrls: [OFFLINE_RPC], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } };
    expect(await errorOf(w.provider.request({ method: 'wallet_addEthereumChain', params: [param] }))).toMatchObject({ code: -32602 });
    expect(w.state().chains).toEqual([31337, 31338]);
  });
});

describe('createMockWallet: provider behaviour', () => {
  it('rejects unknown methods with 4200 and malformed requests with -32600', async () => {
    const w = wallet();
    expect(await errorOf(w.provider.request({ method: 'eth_subscribe' }))).toEqual({ code: 4200, message: 'Unsupported Method: eth_subscribe' });
    expect(await errorOf(w.provider.request({} as never))).toMatchObject({ code: -32600 });
  });

  it('emits connect, then disconnect (4900) on disconnect(), rejects with 4900, and reconnects', async () => {
    const w = wallet();
    const events: unknown[] = [];
    w.provider.on('connect', (info) => events.push(['connect', info]));
    w.provider.on('disconnect', (error) => events.push(['disconnect', (error as { code: number }).code]));
    await new Promise((resolve) => setTimeout(resolve, 5));
    w.disconnect();
    expect(await errorOf(w.provider.request({ method: 'eth_chainId' }))).toMatchObject({ code: 4900 });
    w.reconnect();
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(events).toEqual([['connect', { chainId: '0x7a69' }], ['disconnect', 4900], ['connect', { chainId: '0x7a69' }]]);
  });

  it('removeListener stops delivery', () => {
    const w = wallet();
    const seen: unknown[] = [];
    const listener = (id: unknown) => seen.push(id);
    w.provider.on('chainChanged', listener);
    w.setChain(31338);
    w.provider.removeListener('chainChanged', listener);
    w.setChain(31337);
    expect(seen).toEqual(['0x7a6a']);
  });

  it('delays requests with setDelay and logs every request with its outcome', async () => {
    const w = wallet();
    w.setDelay(120);
    const t0 = Date.now();
    await w.provider.request({ method: 'eth_chainId' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(110);
    w.setDelay(0);
    await w.provider.request({ method: 'nope' }).catch(() => undefined);
    expect(w.requests().map((r) => [r.method, r.outcome, r.error?.code])).toEqual([
      ['eth_chainId', 'resolved', undefined],
      ['nope', 'rejected', 4200],
    ]);
    w.clearRequests();
    expect(w.requests()).toEqual([]);
  });

  it('answers EIP-5792 errors without touching a chain', async () => {
    const w = wallet({ authorized: true });
    const call = { version: '2.0.0', chainId: '0x7a69', from: alice!.address, atomicRequired: false, calls: [{ to: bob!.address, value: '0x1' }] };
    expect(await errorOf(w.provider.request({ method: 'wallet_sendCalls', params: [{ ...call, chainId: '0x1' }] }))).toMatchObject({ code: 5710 });
    expect(await errorOf(w.provider.request({ method: 'wallet_sendCalls', params: [{ ...call, atomicRequired: true }] }))).toMatchObject({ code: 5760 });
    expect(await errorOf(w.provider.request({ method: 'wallet_sendCalls', params: [{ ...call, capabilities: { paymasterService: { url: 'x' } } }] }))).toMatchObject({ code: 5700 });
    expect(await errorOf(w.provider.request({ method: 'wallet_sendCalls', params: [{ ...call, chainId: 'zz' }] }))).toMatchObject({ code: -32602 });
    expect(await errorOf(w.provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }))).toMatchObject({ code: 5730 });
    expect(await w.provider.request({ method: 'wallet_getCapabilities', params: [alice!.address] })).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    });
    expect(await errorOf(w.provider.request({ method: 'wallet_getCapabilities', params: ['0x000000000000000000000000000000000000dEaD'] }))).toMatchObject({ code: 4100 });
  });
});

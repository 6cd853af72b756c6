import { afterEach, describe, expect, it } from 'vitest';
import { isKitError, type Kit } from '@latchkey/kernel';
import { HARDHAT_ACCOUNTS } from '@latchkey/test-harness/chain/index';
import { announceProvider, createMockWallet, DEV_WALLET_ICON } from '@latchkey/test-harness/wallets/index';
import { hexToString, verifyMessage } from 'viem';
import { fakeWindow, makeKit } from '../test/kit';
import { createWalletAdapter } from './adapter';
import { providerSlot } from './slot';

const [, alice] = HARDHAT_ACCOUNTS;
const network = { id: 31337, name: 'Local', testnet: true, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.invalid'] } } };
const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Dev', icon: DEV_WALLET_ICON, rdns: 'com.example.dev' };

/** A provider that counts its listeners, so tests can see they are all removed. */
function countingProvider(answers: Record<string, unknown>) {
  const listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  const log: Array<{ method: string; params?: unknown }> = [];
  return {
    log,
    emit: (event: string, ...args: unknown[]) => [...(listeners.get(event) ?? [])].forEach((l) => l(...args)),
    count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    provider: {
      async request({ method, params }: { method: string; params?: unknown }) {
        log.push({ method, params });
        const answer = answers[method];
        if (answer instanceof Error || (typeof answer === 'object' && answer !== null && 'code' in answer)) throw answer;
        return answer ?? null;
      },
      on(event: string, l: (...a: unknown[]) => void) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(l));
      },
      removeListener(event: string, l: (...a: unknown[]) => void) {
        listeners.get(event)?.delete(l);
      },
    },
  };
}

const kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((k) => k.destroy()));
});
function kitWith(provider: unknown) {
  const win = fakeWindow();
  announceProvider(win, { info, provider: provider as never });
  const kit = makeKit(win, [network]);
  kits.push(kit);
  return kit;
}
const account = (kit: Kit) => kit.getState().chains.eip155!.account;

describe('connector adapter through the kit', () => {
  it('a rejected connect is a UserRejectedError and the state goes back to disconnected', async () => {
    const wallet = createMockWallet({ privateKeys: [alice!.privateKey], chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] });
    const kit = kitWith(wallet.provider);
    wallet.rejectNext();
    const error = await kit.connect('com.example.dev').catch((e: unknown) => e);
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    expect(account(kit).status).toBe('disconnected');
    // The visitor tries again and it works.
    await kit.connect('com.example.dev');
    expect(account(kit)).toMatchObject({ status: 'connected', address: alice!.address });
  });

  it('a wallet error that is not a rejection stays a ConnectorError with its code', async () => {
    const w = countingProvider({ eth_requestAccounts: { code: -32002, message: 'Request already pending' } });
    const error = await kitWith(w.provider).connect('com.example.dev').catch((e: unknown) => e);
    expect(isKitError(error, 'CONNECTOR_ERROR')).toBe(true);
    expect(error).toMatchObject({ shortMessage: 'Request already pending', data: { rpcCode: -32002 } });
  });

  it('refuses a wallet that answers no valid account or a junk chain id', async () => {
    const noAccount = await kitWith(countingProvider({ eth_requestAccounts: ['nope'], eth_chainId: '0x7a69' }).provider).connect('com.example.dev').catch((e: Error) => e.message);
    expect(noAccount).toContain('The wallet returned no account');
    const badChain = await kitWith(countingProvider({ eth_requestAccounts: [alice!.address], eth_chainId: 'mainnet' }).provider).connect('com.example.dev').catch((e: Error) => e.message);
    expect(badChain).toContain('invalid chain id');
  });

  it('disconnect revokes, ignores a wallet that cannot, and removes every listener it added', async () => {
    const w = countingProvider({ eth_requestAccounts: [alice!.address], eth_chainId: '0x7a69', wallet_revokePermissions: { code: 4200, message: 'Unsupported Method' } });
    const kit = kitWith(w.provider);
    await kit.connect('com.example.dev');
    expect(w.count()).toBe(3);
    await kit.disconnect();
    expect(w.log.map((r) => r.method)).toContain('wallet_revokePermissions');
    expect(w.log.find((r) => r.method === 'wallet_revokePermissions')!.params).toEqual([{ eth_accounts: {} }]);
    expect(account(kit).status).toBe('disconnected');
    expect(w.count()).toBe(0);
  });

  it('disconnecting a wallet that emits accountsChanged([]) on revoke reports one disconnect', async () => {
    const wallet = createMockWallet({ privateKeys: [alice!.privateKey], chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] });
    const kit = kitWith(wallet.provider);
    await kit.connect('com.example.dev');
    const events: unknown[] = [];
    kit.on('disconnected', (e) => events.push(e));
    await kit.disconnect();
    expect(wallet.state().authorized).toBe(false);
    expect(events).toHaveLength(1);
  });

  it('follows wallet events: chainChanged, junk ignored, 1013 ignored, disconnect', async () => {
    const w = countingProvider({ eth_requestAccounts: [alice!.address], eth_chainId: '0x7a69' });
    const kit = kitWith(w.provider);
    await kit.connect('com.example.dev');
    w.emit('accountsChanged', ['junk']);
    w.emit('accountsChanged', 'junk');
    w.emit('chainChanged', 'junk');
    expect(account(kit)).toMatchObject({ status: 'connected', address: alice!.address });
    w.emit('chainChanged', '0x1');
    expect(kit.getState().chains.eip155!.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
    w.emit('disconnect', { code: 1013, message: 'Try again later' });
    expect(account(kit).status).toBe('connected');
    w.emit('disconnect', { code: 4900, message: 'Disconnected' });
    expect(account(kit).status).toBe('disconnected');
    expect(w.count()).toBe(0);
  });
});

describe('adapter.signMessage (the SIWX path)', () => {
  it('sends the message hex-encoded to personal_sign and returns a signature that verifies', async () => {
    const wallet = createMockWallet({ privateKeys: [alice!.privateKey], chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }], authorized: true });
    const tools = { storage: { get: () => undefined, set: () => {}, remove: () => {}, persistent: false }, networks: () => [] };
    const adapter = createWalletAdapter({ info: { id: 'x', name: 'X', type: 'EXTERNAL', namespaces: ['eip155'] }, provider: providerSlot(wallet.provider), tools });
    const signal = new AbortController().signal;
    const signature = await adapter.signMessage!({ namespace: 'eip155', network: undefined, message: 'héllo ✓', address: alice!.address }, signal);
    const sent = wallet.requests().find((r) => r.method === 'personal_sign')!.params as string[];
    expect(hexToString(sent[0] as `0x${string}`)).toBe('héllo ✓');
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await verifyMessage({ address: alice!.address, message: 'héllo ✓', signature: signature as `0x${string}` })).toBe(true);
    await expect(adapter.signMessage!({ namespace: 'eip155', network: undefined, message: 'x', address: 'nope' }, signal)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

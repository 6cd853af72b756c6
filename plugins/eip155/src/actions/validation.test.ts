import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kit } from '@latchkey/kernel';
import { HARDHAT_ACCOUNTS } from '@latchkey/test-harness/chain/index';
import { installDevWallets, type MockWallet } from '@latchkey/test-harness/wallets/index';
import { fakeWindow, makeKit } from '../test/kit';
import type { Eip155Api } from '../types';

// Validation happens before anything reaches the wallet, so no chain is needed here.
const [, alice, bob] = HARDHAT_ACCOUNTS;
const network = { id: 31337, name: 'Local', testnet: true, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.invalid'] } } };
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

let kit: Kit;
let api: Eip155Api;
let wallet: MockWallet;
beforeAll(async () => {
  const win = fakeWindow();
  wallet = installDevWallets(win, { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }], privateKeys: [alice!.privateKey], wallets: ['dev'] }).wallets.dev!;
  kit = makeKit(win, [network]);
  api = kit.plugin('eip155');
  await kit.connect('dev.latchkey.wallet');
  wallet.clearRequests();
});
afterAll(() => kit.destroy());

/** The error's message, and proof that nothing was queued for approval or sent to the wallet. */
async function refused(run: () => Promise<unknown>) {
  const error = (await run().then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string; shortMessage?: string } | undefined;
  expect(kit.getState().requests).toEqual([]);
  expect(wallet.requests()).toEqual([]);
  return { code: error?.code, message: error?.shortMessage };
}

describe('sending is validated before anything is sent (SPEC §5, §8)', () => {
  it.each([
    [{ to: '', amount: '1' }, 'An amount and receiver address are required'],
    [{ to: bob!.address, amount: '' }, 'An amount and receiver address are required'],
    [{ to: '0x1234', amount: '1' }, 'Invalid receiver address'],
    [{ to: bob!.address.slice(2), amount: '1' }, 'Invalid receiver address'],
    // A mixed-case address with a wrong checksum is a typo, not a receiver.
    [{ to: bob!.address.replace('C', 'c'), amount: '1' }, 'Invalid receiver address'],
    [{ to: bob!.address, amount: '-1' }, 'Invalid amount'],
    [{ to: bob!.address, amount: '0' }, 'Invalid amount'],
    [{ to: bob!.address, amount: '1e18' }, 'Invalid amount'],
    [{ to: bob!.address, amount: '0.0000000000000000001' }, 'Invalid amount'],
  ])('sendNative(%o) → ValidationError %s', async (params, message) => {
    expect(await refused(() => api.sendNative(params))).toEqual({ code: 'VALIDATION_ERROR', message });
  });

  it.each([
    [{ token: '', to: bob!.address, amount: '1.5' }, 'A token is required'],
    [{ token: TOKEN, to: '', amount: '1.5' }, 'An amount and receiver address are required'],
    [{ token: 'usdc', to: bob!.address, amount: '1.5' }, 'Invalid token address'],
    [{ token: TOKEN, to: 'bob.eth', amount: '1.5' }, 'Invalid receiver address'],
    [{ token: TOKEN, to: bob!.address, amount: '1.5555555', decimals: 6 }, 'Invalid amount'],
    [{ token: TOKEN, to: bob!.address, amount: '1', decimals: 1.5 }, 'Invalid input'],
  ])('sendToken(%o) → ValidationError %s', async (params, message) => {
    expect(await refused(() => api.sendToken(params))).toEqual({ code: 'VALIDATION_ERROR', message });
  });

  it.each([
    [[], 'Invalid input'],
    [[{ to: 'abc' }], "Call 0: 'to' must start with 0x"],
    [[{ to: bob!.address }, { to: bob!.address.slice(2) }], "Call 1: 'to' must start with 0x"],
    [[{ to: '0x12' }], "Invalid call 0 'to' address"],
    [[{ to: bob!.address, data: 'a9059cbb' }], "Call 0: 'data' must start with 0x"],
    [[{ to: bob!.address, data: '0xabc' }], "Call 0: 'data' must be hex bytes"],
    [[{ to: bob!.address, value: -1n }], "Call 0: 'value' must be a non-negative bigint or hex quantity"],
  ])('sendCalls(%o) → ValidationError %s', async (calls, message) => {
    expect(await refused(() => api.sendCalls(calls as never))).toEqual({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses typed data without types and an empty message', async () => {
    expect(await refused(() => api.signTypedData({ primaryType: 'Mail' } as never))).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid input' });
    expect(await refused(() => api.signTypedData({ types: { Mail: [{ name: 'x', type: 'uint9' }] }, primaryType: 'Mail', message: { x: 1n } } as never))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
    });
    expect(await refused(() => api.signMessage(''))).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid input' });
  });

  it('refuses a hash that is not 0x + 64 hex', async () => {
    expect(await refused(() => api.waitForReceipt('0x1234'))).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid transaction hash' });
  });

  it('asks nothing of the visitor when no wallet is connected', async () => {
    await kit.disconnect();
    wallet.clearRequests();
    expect(await refused(() => api.signMessage('hi'))).toEqual({ code: 'INTERNAL_SDK_ERROR', message: 'No ActiveCaipAddress found' });
    expect(await refused(() => api.sendNative({ to: bob!.address, amount: '1' }))).toEqual({ code: 'INTERNAL_SDK_ERROR', message: 'No ActiveCaipAddress found' });
  });
});

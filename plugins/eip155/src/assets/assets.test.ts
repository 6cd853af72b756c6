// The eip155 asset capability against the harness's local chain and dev wallet, through
// `kit.assets('eip155')` (the owning plugin's tools bound, transfers through the kit's gate).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKitError, type BoundAssets, type CaipNetwork, type Kit } from '@latchkey/kernel';
import { startChains, TOKEN_METADATA, type LocalChains } from '@latchkey/test-harness/chain/index';
import { installDevWallets, walletConfigFromChains, type MockWallet } from '@latchkey/test-harness/wallets/index';
import { createPublicClient, erc20Abi, http, parseEther, type Hex, type PublicClient } from 'viem';
import { approveNext, fakeWindow, localNetworks, makeKit } from '../test/kit';
import { decodeText } from './chain';
import { evmTransactionUrl } from './index';

let local: LocalChains;
let kit: Kit;
let assets: BoundAssets;
let network: CaipNetwork;
let wallet: MockWallet;
let client: PublicClient;
let sender: Hex;
let uninstall: () => void;
let receiver: Hex;

beforeAll(async () => {
  local = await startChains({ ports: 'free' });
  const win = fakeWindow();
  const installed = installDevWallets(win, walletConfigFromChains(local, { wallets: ['dev'] }));
  uninstall = installed.uninstall;
  wallet = installed.wallets.dev!;
  kit = makeKit(win, localNetworks(local.chains), { eip155: { receiptPollingIntervalMs: 50 } });
  sender = (await kit.connect('dev.latchkey.wallet')).address as Hex;
  network = kit.getState().chains.eip155!.network.caipNetwork!;
  assets = kit.assets('eip155')!;
  client = createPublicClient({ transport: http(local.chains[0]!.rpcUrl) });
  receiver = local.accounts[6]!.address;
});
afterAll(async () => {
  await kit?.destroy();
  uninstall?.();
  await local?.stop();
});

const tokenOf = (token: Hex, owner: Hex) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const errorOf = async (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e);

describe('eip155 assets on the local chain', () => {
  it('offers every part: balances, token, Max, transfer, explorer links and names', () => {
    expect([typeof assets.token, typeof assets.maxNative, typeof assets.transfer, assets.names]).toEqual(['function', 'function', 'function', true]);
  });

  it('balances: the native coin first, then each token asked, in base units as the chain holds them', async () => {
    const { usdc, usdt } = local.chains[0]!.tokens;
    const amounts = await assets.balances({ address: sender, network, tokens: [usdc, usdt] });
    expect(amounts).toEqual([
      { symbol: 'ETH', name: 'Ether', decimals: 18, amount: await client.getBalance({ address: sender }) },
      { token: usdc, symbol: 'USDC', name: TOKEN_METADATA.usdc.name, decimals: 6, amount: await tokenOf(usdc, sender) },
      { token: usdt, symbol: 'USDT', name: TOKEN_METADATA.usdt.name, decimals: 6, amount: await tokenOf(usdt, sender) },
    ]);
    // A token the account never held is 0.
    const [, none] = await assets.balances({ address: '0x000000000000000000000000000000000000dEaD', network, tokens: [usdc] });
    expect(none!.amount).toBe(0n);
  });

  it('token: symbol, name and decimals read from the contract; an address that is no token is refused', async () => {
    expect(await assets.token!({ network, address: local.chains[0]!.tokens.usdc })).toEqual({ symbol: 'USDC', name: TOKEN_METADATA.usdc.name, decimals: 6 });
    const error = await errorOf(assets.token!({ network, address: receiver }));
    expect(isKitError(error, 'VALIDATION_ERROR') && error.shortMessage).toBe('Invalid token');
  });

  it('maxNative: the balance less 21000 gas at twice the current gas price', async () => {
    const [max, balance, gasPrice] = await Promise.all([assets.maxNative!({ address: sender, network }), client.getBalance({ address: sender }), client.getGasPrice()]);
    expect(max).toBe(balance - 21_000n * gasPrice * 2n);
    expect(await assets.maxNative!({ address: '0x000000000000000000000000000000000000dEaD', network })).toBe(0n);
  });

  it('transfer of the native coin goes through the kit’s gate (approval first), and resolves with the mined hash', async () => {
    const before = await client.getBalance({ address: receiver });
    const asked = wallet.requests().length;
    const pending = assets.transfer!({ network, from: sender, to: receiver, amount: parseEther('0.02') });
    await approveNext(kit, 'eth_sendTransaction');
    const { id } = await pending;
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await client.getTransactionReceipt({ hash: id as Hex })).status).toBe('success');
    expect((await client.getBalance({ address: receiver })) - before).toBe(parseEther('0.02'));
    expect(wallet.requests().slice(asked).filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1);
  });

  it('transfer of an ERC-20 moves exactly the base units asked', async () => {
    const token = local.chains[0]!.tokens.usdc;
    const before = await tokenOf(token, receiver);
    const pending = assets.transfer!({ network, from: sender, to: receiver, amount: 2_500_000n, token: { address: token, decimals: 6, symbol: 'USDC' } });
    await approveNext(kit, 'eth_sendTransaction');
    await pending;
    expect((await tokenOf(token, receiver)) - before).toBe(2_500_000n);
  });

  it('transfer refuses what cannot be sent before anyone is asked: a receiver without 0x, zero, a token that is no address', async () => {
    const cases: Array<[Parameters<NonNullable<BoundAssets['transfer']>>[0], string]> = [
      [{ network, from: sender, to: receiver.slice(2), amount: 1n }, 'Invalid receiver address'],
      [{ network, from: sender, to: receiver, amount: 0n }, 'Invalid amount'],
      [{ network, from: sender, to: receiver, amount: 1n, token: { address: 'usdc', decimals: 6 } }, 'Invalid token address'],
    ];
    for (const [transfer, message] of cases) {
      const error = await errorOf(assets.transfer!(transfer));
      expect(isKitError(error, 'VALIDATION_ERROR') && error.shortMessage, message).toBe(message);
    }
    expect(kit.getState().requests).toEqual([]);
  });

  it('transactionUrl: the network’s explorer + /tx/<hash>; none without an explorer or for a malformed id', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const withExplorer = { ...network, blockExplorers: { default: { name: 'Scan', url: 'https://scan.example/' } } };
    expect(assets.transactionUrl(withExplorer, hash)).toBe(`https://scan.example/tx/${hash}`);
    expect(assets.transactionUrl(network, hash)).toBeUndefined();
    expect(evmTransactionUrl(withExplorer, 'javascript:alert(1)')).toBeUndefined();
  });
});

describe('decodeText (symbol() and name() answers)', () => {
  it('reads an ABI string and an old bytes32 symbol, and drops control and bidi characters', () => {
    const abi = (text: string) => {
      const hex = Buffer.from(text).toString('hex');
      return `0x${'20'.padStart(64, '0')}${(hex.length / 2).toString(16).padStart(64, '0')}${hex.padEnd(Math.ceil(hex.length / 64) * 64 || 64, '0')}`;
    };
    expect(decodeText(abi('USDC'))).toBe('USDC');
    expect(decodeText(`0x${Buffer.from('MKR').toString('hex').padEnd(64, '0')}`)).toBe('MKR');
    expect(decodeText(abi('US\u202eDC'))).toBe('USDC');
    expect(decodeText('0x')).toBeUndefined();
    expect(decodeText(`0x${'ff'.repeat(32)}`)).toBeUndefined();
  });
});

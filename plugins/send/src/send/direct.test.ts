import { afterEach, describe, expect, it } from 'vitest';
import { isKitError, type Kit } from '@latchkey/kernel';
import { EVM, EVM_2, HASH, MINT, SIGNATURE, SOL_2, USDC, approveNext, makeSendKit, until } from '../test/kit.testing';

let kit: Kit | undefined;
afterEach(async () => {
  await kit?.destroy();
  kit = undefined;
});

/** `eth_call` as an ERC-20 answers it: decimals() → 6, balanceOf → 1234.5 USDC. */
const erc20 = (params: unknown[]) => {
  const { data } = params[0] as { data: string };
  if (data === '0x313ce567') return `0x${'6'.padStart(64, '0')}`;
  if (data.startsWith('0x70a08231')) return `0x${(1_234_500_000).toString(16).padStart(64, '0')}`;
  return '0x';
};

async function connected(wallet: 'dev.wallet' | 'sol.wallet' = 'dev.wallet') {
  const made = makeSendKit({ send: { autoBalances: false } });
  kit = made.kit;
  made.cloud.rpc.eth_call = erc20;
  await kit.connect(wallet);
  return { ...made, api: kit.plugin('send') };
}

const errorOf = async (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e);

describe('send.transfer (a direct transfer, not the form)', () => {
  it('sends the native currency through the namespace’s assets.transfer (base units) after approval, reports the hash before it resolves, and leaves the form alone', async () => {
    const { api, sent } = await connected();
    api.setAmount('7');
    await api.setReceiver(EVM);
    const before = kit!.getState().plugins.send!;
    const heard: Array<[string, boolean]> = [];
    let resolved = false;
    const done = api.transfer({ caipNetworkId: 'eip155:1', asset: 'native', amount: '0.25', receiver: EVM_2, decimals: 18 }, { onSubmitted: (id) => heard.push([id, resolved]) });
    void done.then(() => (resolved = true));
    await approveNext(kit!);
    expect(await done).toEqual({ id: HASH });
    expect(heard).toEqual([[HASH, false]]);
    expect(sent).toEqual([{ namespace: 'eip155', to: EVM_2, amount: 250_000_000_000_000_000n }]);
    const after = kit!.getState().plugins.send!;
    expect([after.sendTokenAmount, after.receiverAddress, after.loading, after.lastSent]).toEqual([before.sendTokenAmount, before.receiverAddress, false, undefined]);
  });

  it('sends an ERC-20 in the decimals read from the chain, and refuses decimals the token does not have before anyone is asked', async () => {
    const { api, sent } = await connected();
    const done = api.transfer({ caipNetworkId: 'eip155:1', asset: USDC, amount: '2', receiver: EVM_2, decimals: 6 });
    await approveNext(kit!);
    expect(await done).toEqual({ id: HASH });
    expect(sent).toEqual([{ namespace: 'eip155', to: EVM_2, amount: 2_000_000n, token: USDC, decimals: 6 }]);
    const wrong = await errorOf(api.transfer({ caipNetworkId: 'eip155:1', asset: USDC, amount: '2', receiver: EVM_2, decimals: 18 }));
    expect(isKitError(wrong, 'VALIDATION_ERROR') && wrong.shortMessage).toBe('Invalid token');
    expect(kit!.getState().requests).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('refuses what cannot be sent as asked: a receiver of another namespace, too many decimals, zero, an unknown network, the wallet on another network', async () => {
    const { api, sent } = await connected();
    const cases: Array<[Parameters<typeof api.transfer>[0], string]> = [
      [{ caipNetworkId: 'eip155:1', asset: 'native', amount: '1', receiver: SOL_2 }, 'Invalid receiver address'],
      [{ caipNetworkId: 'eip155:1', asset: USDC, amount: '0.0000001', receiver: EVM_2 }, 'Invalid amount'],
      [{ caipNetworkId: 'eip155:1', asset: 'native', amount: '0', receiver: EVM_2 }, 'Invalid amount'],
      [{ caipNetworkId: 'eip155:1', asset: 'not-a-token', amount: '1', receiver: EVM_2 }, 'Invalid token'],
      [{ caipNetworkId: 'eip155:10', asset: 'native', amount: '1', receiver: EVM_2 }, 'Network not found'],
      [{ caipNetworkId: 'eip155:8453', asset: 'native', amount: '1', receiver: EVM_2 }, 'Invalid chainId'],
    ];
    for (const [params, message] of cases) {
      const error = await errorOf(api.transfer(params));
      expect(isKitError(error) && error.shortMessage, JSON.stringify(params)).toBe(message);
    }
    expect(sent).toEqual([]);
    expect(kit!.getState().requests).toEqual([]);
  });

  it('withdraws a request still waiting for approval when the signal fires (AbortedError)', async () => {
    const { api } = await connected();
    const controller = new AbortController();
    const done = errorOf(api.transfer({ caipNetworkId: 'eip155:1', asset: 'native', amount: '1', receiver: EVM_2 }, { signal: controller.signal }));
    await until(() => kit!.getState().requests.length === 1, 'the request at the gate');
    controller.abort();
    expect(isKitError(await done, 'ABORTED')).toBe(true);
    expect(kit!.getState().requests).toEqual([]);
  });

  it('sends SOL and reports the signature', async () => {
    const { api, sent } = await connected('sol.wallet');
    const heard: string[] = [];
    const done = api.transfer({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', asset: 'native', amount: '0.5', receiver: SOL_2 }, { onSubmitted: (id) => heard.push(id) });
    await approveNext(kit!);
    expect(await done).toEqual({ id: SIGNATURE });
    expect(heard).toEqual([SIGNATURE]);
    expect(sent).toEqual([{ namespace: 'solana', to: SOL_2, amount: 500_000_000n }]);
  });
});

describe('send.balanceOf (live, through the kit’s RPC)', () => {
  it('reads the native currency and an ERC-20 on EVM', async () => {
    const { api, cloud } = await connected();
    expect(await api.balanceOf({ caipNetworkId: 'eip155:1', asset: 'native' })).toEqual({ numeric: '1.5', decimals: 18 });
    expect(await api.balanceOf({ caipNetworkId: 'eip155:1', asset: USDC })).toEqual({ numeric: '1234.5', decimals: 6 });
    const calls = cloud.calls.filter((u) => u.pathname === '/v1/').map((u) => u.searchParams.get('chainId'));
    expect(calls.every((c) => c === 'eip155:1')).toBe(true);
  });

  it('reads SOL and an SPL token (the mint’s decimals, none held) through the solana assets', async () => {
    const { api, cloud } = await connected('sol.wallet');
    const network = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    expect(await api.balanceOf({ caipNetworkId: network, asset: 'native' })).toEqual({ numeric: '2', decimals: 9 });
    const mint = new Uint8Array(82);
    mint[44] = 9;
    mint[45] = 1;
    cloud.rpc.getTokenAccountsByOwner = () => ({ context: { slot: 1 }, value: [] });
    cloud.rpc.getAccountInfo = () => ({ context: { slot: 1 }, value: { owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', data: [Buffer.from(mint).toString('base64'), 'base64'] } });
    expect(await api.balanceOf({ caipNetworkId: network, asset: MINT })).toEqual({ numeric: '0', decimals: 9 });
  });

  it('refuses an asset of the wrong shape and an account it cannot name', async () => {
    const { api } = await connected();
    expect(isKitError(await errorOf(api.balanceOf({ caipNetworkId: 'eip155:1', asset: MINT })), 'VALIDATION_ERROR')).toBe(true);
    expect(isKitError(await errorOf(api.balanceOf({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', asset: 'native' })), 'VALIDATION_ERROR')).toBe(true);
  });
});

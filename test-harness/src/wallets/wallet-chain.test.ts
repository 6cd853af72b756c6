import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther } from 'viem';
import { TOKEN_BALANCE_EACH, startChains } from '../chain/index';
import type { LocalChains } from '../chain/index';
import { createDevWallets } from './dev-wallets';
import { walletConfigFromChains } from './from-chains';
import type { Hex, MockWallet } from './types';

const tetherTransferAbi = [
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [] },
] as const;

describe('dev wallet on real local chains', () => {
  let local: LocalChains;
  let dev: MockWallet;
  let me: Hex;
  const other = '0x000000000000000000000000000000000000bEEF';

  beforeAll(async () => {
    local = await startChains({ ports: 'free' });
    dev = createDevWallets(walletConfigFromChains(local, { wallets: ['dev'] })).dev!;
    me = ((await dev.provider.request({ method: 'eth_requestAccounts' })) as Hex[])[0]!;
  });
  afterAll(async () => {
    await local?.stop();
  });

  const client = (index: number) => createPublicClient({ transport: http(local.chains[index]!.rpcUrl) });

  it('eth_sendTransaction signs locally, sends, and moves ETH on chain A', async () => {
    const before = await client(0).getBalance({ address: other });
    const hash = (await dev.provider.request({ method: 'eth_sendTransaction', params: [{ from: me, to: other, value: '0xde0b6b3a7640000' }] })) as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await client(0).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(me.toLowerCase());
    expect(await client(0).getBalance({ address: other })).toBe(before + parseEther('1'));
    // The forwarded read agrees with the node.
    expect(await dev.provider.request({ method: 'eth_getBalance', params: [other, 'latest'] })).toBe(`0x${(before + parseEther('1')).toString(16)}`);
    expect(await dev.provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })).toMatchObject({ status: '0x1' });
  });

  it('sends a USDT-style (no return value) transfer after switching to chain B, leaving chain A alone', async () => {
    const events: unknown[] = [];
    dev.provider.on('chainChanged', (id) => events.push(id));
    await dev.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(events).toEqual(['0x7a6a']);
    const { usdt } = local.chains[1]!.tokens;
    const data = encodeFunctionData({ abi: tetherTransferAbi, functionName: 'transfer', args: [other, 2_000_000n] });
    const hash = (await dev.provider.request({ method: 'eth_sendTransaction', params: [{ from: me, to: usdt, data }] })) as Hex;
    expect((await client(1).waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success');
    const balance = (index: number) => client(index).readContract({ address: usdt, abi: erc20Abi, functionName: 'balanceOf', args: [me] });
    expect(await balance(1)).toBe(TOKEN_BALANCE_EACH - 2_000_000n);
    expect(await balance(0)).toBe(TOKEN_BALANCE_EACH);
    await dev.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
  });

  it('keeps the node error code when a transaction would revert', async () => {
    const { usdc } = local.chains[0]!.tokens;
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [other, TOKEN_BALANCE_EACH * 10n] });
    const error = (await dev.provider.request({ method: 'eth_sendTransaction', params: [{ from: me, to: usdc, data }] }).catch((e: unknown) => e)) as { code: number; message: string };
    // Hardhat reports reverts as -32603 with the reason in the message; the wallet passes both on.
    expect(error.code).toBe(-32603);
    expect(error.message).toMatch(/revert|insufficient balance/i);
  });

  it('adds a chain it did not know (RPC verified), then switches to it', async () => {
    const [chainA, chainB] = local.chains;
    const fresh = createDevWallets({ chains: [{ chainId: chainA!.chainId, rpcUrl: chainA!.rpcUrl }], privateKeys: [local.accounts[0]!.privateKey], wallets: ['dev'] }).dev!;
    expect(await fresh.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }).catch((e: { code: number }) => e.code)).toBe(4902);
    const wrongRpc = { chainId: '0x7a6a', chainName: 'Chain B', rpcUrls: [chainA!.rpcUrl], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } };
    expect(await fresh.provider.request({ method: 'wallet_addEthereumChain', params: [wrongRpc] }).catch((e: { code: number }) => e.code)).toBe(-32602);
    await fresh.provider.request({ method: 'wallet_addEthereumChain', params: [{ ...wrongRpc, rpcUrls: [chainB!.rpcUrl] }] });
    await fresh.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(await fresh.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    const block = (await fresh.provider.request({ method: 'eth_blockNumber' })) as string;
    expect(Number(block)).toBe(Number(await client(1).getBlockNumber()));
  });

  it('wallet_sendCalls runs the calls in order and wallet_getCallsStatus reports their receipts', async () => {
    const { usdc } = local.chains[0]!.tokens;
    const transfer = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [other, amount] });
    const before = await client(0).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [other] });
    const { id } = (await dev.provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x7a69', from: me, atomicRequired: false, calls: [{ to: usdc, data: transfer(1n) }, { to: usdc, data: transfer(2n) }] }],
    })) as { id: string };
    const status = (await dev.provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as { status: number; atomic: boolean; chainId: string; receipts: { status: string; blockNumber: string }[] };
    expect(status).toMatchObject({ status: 200, atomic: false, chainId: '0x7a69' });
    expect(status.receipts.map((r) => r.status)).toEqual(['0x1', '0x1']);
    expect(Number(status.receipts[1]!.blockNumber)).toBeGreaterThan(Number(status.receipts[0]!.blockNumber));
    expect(await client(0).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [other] })).toBe(before + 3n);
    const duplicate = await dev.provider
      .request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', id, chainId: '0x7a69', atomicRequired: false, calls: [] }] })
      .catch((e: { code: number }) => e.code);
    expect(duplicate).toBe(5720);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseUnits } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { HARDHAT_ACCOUNTS, HARDHAT_MNEMONIC, TOKEN_BALANCE_EACH, isPortFree, jsonRpc, localViemChain, startChains } from './index';
import type { LocalChains } from './index';

// USDT's transfer has no return value; erc20Abi's would make viem expect a bool.
const tetherTransferAbi = [
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [] },
] as const;

describe('startChains', () => {
  let local: LocalChains;
  let startMs = 0;

  beforeAll(async () => {
    const t0 = Date.now();
    local = await startChains({ ports: 'free' });
    startMs = Date.now() - t0;
  });
  afterAll(async () => {
    await local?.stop();
  });

  it('starts two chains with the default chain ids on distinct loopback ports', async () => {
    expect(local.chains.map((c) => c.chainId)).toEqual([31337, 31338]);
    expect(new Set(local.chains.map((c) => c.port)).size).toBe(2);
    for (const chain of local.chains) {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`);
      expect(Number(await jsonRpc<string>(chain.rpcUrl, 'eth_chainId'))).toBe(chain.chainId);
    }
    // Not an assertion on speed, only a record in the output for whoever tunes start-up.
    console.info(`startChains took ${startMs} ms`);
  });

  it('exports the funded default-mnemonic accounts with matching private keys', async () => {
    expect(local.accounts).toHaveLength(10);
    for (const [index, account] of HARDHAT_ACCOUNTS.entries()) {
      expect(mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: index }).address).toBe(account.address);
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
    }
    const client = createPublicClient({ transport: http(local.chains[1]!.rpcUrl) });
    expect(await client.getBalance({ address: local.accounts[9]!.address })).toBeGreaterThan(parseUnits('1000', 18));
  });

  it('deploys 6-decimal tokens at the same deterministic addresses on both chains, with balances', async () => {
    const [a, b] = local.chains;
    expect(a!.tokens).toEqual(b!.tokens);
    expect(a!.tokens.usdc).not.toBe(a!.tokens.usdt);
    for (const chain of local.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      for (const [token, symbol] of [[chain.tokens.usdc, 'USDC'], [chain.tokens.usdt, 'USDT']] as const) {
        expect(await client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })).toBe(6);
        expect(await client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' })).toBe(symbol);
        const balance = await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [local.accounts[3]!.address] });
        expect(balance).toBe(TOKEN_BALANCE_EACH);
      }
      expect(await client.readContract({ address: chain.tokens.usdc, abi: erc20Abi, functionName: 'name' })).toBe('USD Coin (Local)');
    }
  });

  it('runs a USDT-style transfer that returns no data', async () => {
    const chain = local.chains[0]!;
    const [sender, , recipient] = local.accounts;
    const viemChain = localViemChain(chain.chainId, chain.rpcUrl);
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
    const data = encodeFunctionData({ abi: tetherTransferAbi, functionName: 'transfer', args: [recipient!.address, 1_500_000n] });

    // The raw call's return data is empty: this is what breaks bool-decoding callers.
    const raw = await jsonRpc<string>(chain.rpcUrl, 'eth_call', [{ from: sender!.address, to: chain.tokens.usdt, data }, 'latest']);
    expect(raw).toBe('0x');

    const wallet = createWalletClient({ account: privateKeyToAccount(sender!.privateKey), chain: viemChain, transport: http(chain.rpcUrl) });
    const hash = await wallet.sendTransaction({ to: chain.tokens.usdt, data });
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success');
    const balanceOf = (address: `0x${string}`) => client.readContract({ address: chain.tokens.usdt, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
    expect(await balanceOf(recipient!.address)).toBe(TOKEN_BALANCE_EACH + 1_500_000n);
    expect(await balanceOf(sender!.address)).toBe(TOKEN_BALANCE_EACH - 1_500_000n);
  });
});

describe('startChains stop()', () => {
  it('frees the ports, and a single custom chain id works', async () => {
    const local = await startChains({ ports: 'free', chainIds: [4242] });
    const [chain] = local.chains;
    expect(chain!.chainId).toBe(4242);
    expect(await isPortFree(chain!.port)).toBe(false);
    await local.stop();
    expect(await isPortFree(chain!.port)).toBe(true);
    await expect(jsonRpc(chain!.rpcUrl, 'eth_chainId')).rejects.toThrow();
  });

  it('fails with the node output when the port is taken', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startChains({ ports: [port], chainIds: [31337] })).rejects.toThrow(/EADDRINUSE|exited during start-up/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

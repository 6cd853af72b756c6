// The frame's wallets on the whole local stack (startStack): real signatures checked with viem
// (ECDSA for the EOA; EIP-1271, and ERC-6492 before deployment, for the smart account), real
// transactions on the Hardhat chains as the EOA and through the smart account (the on-chain sender
// differs), and Solana messages and transactions on the local endpoint. A test plays the frame page
// with the API client the page bundles.
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { createPublicClient, decodeEventLog, encodeFunctionData, erc20Abi, getAddress, hashMessage, http, parseEther, parseErc6492Signature, recoverMessageAddress, verifyMessage, verifyTypedData } from 'viem';
import type { Hex, PublicClient } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localViemChain } from '../chain/deploy';
import { verifyEd25519 } from '../solana/wallet/keys';
import { base58, base64 } from '../solana/wire';
import { resolveFramePort, startStack } from '../stack';
import type { Stack } from '../stack';
import { createFrameApiClient } from './api';
import type { FrameApiClient } from './api';
import { compileAccountContracts } from './contracts';

const PROJECT = 'latchkey-dev';
const DAPP = 'http://127.0.0.1:5173';
let stack: Stack;
let readers: Record<number, PublicClient>;

beforeAll(async () => {
  stack = await startStack({ ports: 'free' });
  readers = Object.fromEntries(stack.chains.chains.map((chain) => [chain.chainId, createPublicClient({ chain: localViemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) }) as PublicClient]));
});
afterAll(() => stack?.stop());
afterEach(() => {
  stack.frame.faults.clear();
  stack.cloud.reset();
});

const client = (): FrameApiClient => createFrameApiClient({ baseUrl: stack.frame.url, context: { projectId: PROJECT, chainId: '31337', parentOrigin: DAPP }, timeoutMs: 30_000 });

async function signedIn(email: string): Promise<FrameApiClient> {
  const api = client();
  expect(await api.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' });
  const waiting = api.request('CONNECT_DEVICE', {});
  expect(stack.frame.approveDevice(email)).toBe(true);
  await waiting;
  await api.request('CONNECT_OTP', { otp: stack.frame.inbox.latest(email, 'login-code')!.code! });
  return api;
}

const rpc = (api: FrameApiClient, method: string, params?: unknown, chainId?: string | number) => api.request('RPC_REQUEST', { method, ...(params === undefined ? {} : { params }), ...(chainId === undefined ? {} : { chainId }) });

describe('the frame in the stack', () => {
  it('runs on its own origin, checks parent origins with the cloud, and has deployed the factory on both chains', async () => {
    expect(resolveFramePort('free')).toBe(0);
    expect(stack.urls.frame).toBe(`${stack.frame.url}/frame`);
    expect(stack.urls.inbox).toBe(`${stack.frame.url}/dev/inbox`);
    expect(stack.frame.url).not.toBe(stack.cloud.url);
    expect(stack.frame.smartAccountEnabledNetworks).toEqual([31337, 31338]);
    const factory = stack.frame.factories[31337]!;
    expect(stack.frame.factories[31338]).toBe(factory);
    for (const reader of Object.values(readers)) expect(await reader.getCode({ address: factory })).toMatch(/^0x[0-9a-f]{100,}/);

    const api = client();
    expect(await api.boot(PROJECT, DAPP)).toMatchObject({ allowed: true });
    stack.cloud.setOrigins(['https://dapp.example']);
    expect(await api.boot(PROJECT, DAPP)).toMatchObject({ allowed: false, reason: 'Origin not allowed' });
    expect(await api.boot(PROJECT, 'https://dapp.example')).toMatchObject({ allowed: true });
    expect(await api.boot('no-such-project', DAPP)).toMatchObject({ allowed: false, reason: 'Unknown project id' });
    // The cloud down: the frame cannot tell, so it does not start (no FRAME_READY; the app's load timeout reports it).
    stack.cloud.faults.set('origins', { kind: 'status', status: 503 }, { times: 1 });
    await expect(api.boot(PROJECT, DAPP)).rejects.toThrow(/Could not check the allowed origins: HTTP status code 503/);
  });

  it('funds a new user (dev faucet) and reports accounts; the smart account is counterfactual until used', async () => {
    const api = await signedIn('funds@example.com');
    expect(await api.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).toEqual({ smartAccountEnabledNetworks: [31337, 31338] });
    const user = await api.request('GET_USER', { chainId: 'eip155:31337' });
    const [eoa, account] = user.accounts!;
    expect(eoa!.type).toBe('eoa');
    expect(account!.type).toBe('smartAccount');
    expect(user).toMatchObject({ address: eoa!.address, chainId: 31337, preferredAccountType: 'eoa', smartAccountDeployed: false, email: 'funds@example.com' });
    const info = stack.frame.users().find((entry) => entry.email === 'funds@example.com')!;
    expect(info).toMatchObject({ eoa: eoa!.address, smartAccount: account!.address });
    expect(JSON.stringify(info)).not.toMatch(/[0-9a-f]{64}/);
    expect(await api.request('INIT_SMART_ACCOUNT', {})).toEqual({ address: account!.address, isDeployed: false });
    for (const reader of Object.values(readers)) {
      expect(await reader.getBalance({ address: eoa!.address as Hex })).toBe(parseEther('100'));
      expect(await reader.getBalance({ address: account!.address as Hex })).toBe(parseEther('100'));
    }
    const solanaUser = await api.request('GET_USER', { chainId: stack.solana.caip2 });
    expect(solanaUser).toMatchObject({ chainId: stack.solana.caip2, accounts: [{ address: solanaUser.address, type: 'eoa' }] });
    const connection = new Connection(stack.solana.url, 'confirmed');
    expect(await connection.getBalance(new PublicKey(solanaUser.address))).toBe(10_000_000_000);
    // Back to EVM.
    expect(await api.request('SWITCH_NETWORK', { chainId: 31337 })).toEqual({ chainId: 31337 });
  });
});

describe('EVM as the EOA', () => {
  it('signs messages and typed data that verify for its address', async () => {
    const api = await signedIn('eoa-sign@example.com');
    const { address } = await api.request('GET_USER', {});
    const text = 'Sign in to the Latchkey demo';
    const signature = (await rpc(api, 'personal_sign', [text, address])) as Hex;
    expect(await verifyMessage({ address: address as Hex, message: text, signature })).toBe(true);
    expect(await readers[31337]!.verifyMessage({ address: address as Hex, message: text, signature })).toBe(true);
    const raw = (await rpc(api, 'personal_sign', ['0xdeadbeef', address])) as Hex;
    expect(await recoverMessageAddress({ message: { raw: '0xdeadbeef' }, signature: raw })).toBe(getAddress(address));

    const typed = {
      domain: { name: 'Latchkey', version: '1', chainId: 31337, verifyingContract: '0x0000000000000000000000000000000000000001' as Hex },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    };
    const typedSignature = (await rpc(api, 'eth_signTypedData_v4', [address, JSON.stringify({ ...typed, types: { ...typed.types, EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }] } })])) as Hex;
    expect(await verifyTypedData({ address: address as Hex, ...typed, signature: typedSignature })).toBe(true);
    await expect(rpc(api, 'eth_signTypedData_v4', [address, { ...typed, domain: { ...typed.domain, chainId: 1 } }])).rejects.toThrow(/not the active chain 31337/);
    await expect(rpc(api, 'personal_sign', [text, '0x0000000000000000000000000000000000000bad'])).rejects.toThrow(/not an account of this wallet/);
    await expect(rpc(api, 'eth_sign', [address, '0x00'])).rejects.toThrow('Method not supported: eth_sign');
    expect(await rpc(api, 'eth_accounts')).toEqual([address]);
    expect(await rpc(api, 'eth_chainId')).toBe('0x7a69');
    expect(await rpc(api, 'eth_blockNumber')).toMatch(/^0x[0-9a-f]+$/);
  });

  it('sends for real: a native transfer and an ERC-20 transfer from the EOA', async () => {
    const api = await signedIn('eoa-send@example.com');
    const { address } = await api.request('GET_USER', {});
    const recipient = stack.chains.accounts[5]!.address;
    const reader = readers[31337]!;
    const before = await reader.getBalance({ address: recipient });
    const hash = (await rpc(api, 'eth_sendTransaction', [{ from: address, to: recipient, value: '0xde0b6b3a7640000', data: '0x' }])) as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await reader.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), to: recipient.toLowerCase() });
    expect(await reader.getBalance({ address: recipient })).toBe(before + parseEther('1'));

    const usdc = stack.chains.chains[0]!.tokens.usdc;
    const mint = (await rpc(api, 'eth_sendTransaction', [{ to: usdc, data: encodeFunctionData({ abi: [{ type: 'function', name: 'mint', inputs: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [], stateMutability: 'nonpayable' }], functionName: 'mint', args: [address as Hex, 5_000_000n] }) }])) as Hex;
    await reader.waitForTransactionReceipt({ hash: mint });
    const transfer = (await rpc(api, 'eth_sendTransaction', [{ to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1_000_000n] }) }])) as Hex;
    const logs = (await reader.waitForTransactionReceipt({ hash: transfer })).logs.map((log) => decodeEventLog({ abi: erc20Abi, ...log }));
    expect(logs).toEqual([expect.objectContaining({ eventName: 'Transfer', args: { from: getAddress(address), to: recipient, value: 1_000_000n } })]);

    const assets = (await rpc(api, 'wallet_getAssets', [{ account: address, chainFilter: ['0x7a69'] }])) as Record<string, Array<{ address: string; balance: Hex; type: string; metadata: Record<string, unknown> }>>;
    expect(Object.keys(assets)).toEqual(['0x7a69']);
    const [native, token] = assets['0x7a69']!;
    expect(native).toMatchObject({ address: 'native', type: 'NATIVE', metadata: { symbol: 'ETH', decimals: 18, price: 3000, iconUrl: `${stack.cloud.url}/public/getTokenImage/ETH` } });
    expect(BigInt(native!.balance)).toBe(await reader.getBalance({ address: address as Hex }));
    expect(token).toMatchObject({ address: usdc, type: 'ERC20', balance: '0x3d0900', metadata: { symbol: 'USDC', decimals: 6, name: 'USD Coin (Local)', price: 1 } });
    expect(await rpc(api, 'wallet_getCapabilities', [address])).toEqual({
      '0x7a69': { assetDiscovery: { supported: true }, atomic: { status: 'unsupported' } },
      '0x7a6a': { assetDiscovery: { supported: true }, atomic: { status: 'unsupported' } },
    });
  });

  it('switches chain and sends there; refuses a chain it does not serve', async () => {
    const api = await signedIn('switch@example.com');
    const { address } = await api.request('GET_USER', {});
    expect(await api.request('SWITCH_NETWORK', { chainId: 'eip155:31338' })).toEqual({ chainId: 31338 });
    expect(await api.request('GET_CHAIN_ID', {})).toEqual({ chainId: 31338 });
    expect(await rpc(api, 'eth_chainId')).toBe('0x7a6a');
    const hash = (await rpc(api, 'eth_sendTransaction', [{ to: stack.chains.accounts[5]!.address, value: '0x1' }])) as Hex;
    expect((await readers[31338]!.waitForTransactionReceipt({ hash })).from).toBe(address.toLowerCase());
    await expect(api.request('SWITCH_NETWORK', { chainId: 1 })).rejects.toThrow(/not supported/);
    expect(await rpc(api, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull();
    expect(await rpc(api, 'eth_chainId')).toBe('0x7a69');
    await expect(rpc(api, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toThrow(/Unrecognized chain ID/);
    // A chain named in the request wins over the session's.
    expect(await rpc(api, 'eth_chainId', undefined, 31338)).toBe('0x7a6a');
  });

  it('APP_RPC_ABORT: an aborted request is not sent', async () => {
    const api = await signedIn('abort@example.com');
    const { address } = await api.request('GET_USER', {});
    const nonce = await readers[31337]!.getTransactionCount({ address: address as Hex });
    stack.frame.faults.set({ kind: 'delay', ms: 1_500, events: ['RPC_REQUEST'] });
    const controller = new AbortController();
    const pending = api.call('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: stack.chains.accounts[5]!.address, value: '0x1' }] }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await readers[31337]!.getTransactionCount({ address: address as Hex })).toBe(nonce);
  });
});

describe('EVM as the smart account', () => {
  it('ERC-6492 signatures before deployment, deployment on first send, the account as the on-chain sender, EIP-1271 after', async () => {
    const api = await signedIn('smart@example.com');
    const reader = readers[31337]!;
    const { address: account, isDeployed } = await api.request('INIT_SMART_ACCOUNT', {});
    expect(isDeployed).toBe(false);
    const { accounts } = await api.request('GET_USER', {});
    const owner = accounts![0]!.address as Hex;
    expect(await api.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({ type: 'smartAccount', address: account });
    expect(await api.request('GET_USER', {})).toMatchObject({ address: account, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    expect(await rpc(api, 'eth_accounts')).toEqual([account]);

    // Before deployment: ERC-6492 (factory + createAccount calldata around the owner's signature).
    const message = 'hello from a counterfactual account';
    const wrapped = (await rpc(api, 'personal_sign', [message, account])) as Hex;
    expect(wrapped.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true);
    expect(parseErc6492Signature(wrapped).address).toBe(stack.frame.factories[31337]);
    expect(await reader.verifyMessage({ address: account as Hex, message, signature: wrapped })).toBe(true);
    expect(await reader.getCode({ address: account as Hex })).toBeUndefined();

    // First send deploys the account (sent by the owner), then runs execute(): the owner pays gas,
    // the value leaves the account.
    const recipient = stack.chains.accounts[5]!.address;
    const [recipientBefore, accountBefore] = await Promise.all([reader.getBalance({ address: recipient }), reader.getBalance({ address: account as Hex })]);
    const hash = (await rpc(api, 'eth_sendTransaction', [{ to: recipient, value: '0x6f05b59d3b20000' }])) as Hex;
    const receipt = await reader.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: 'success', from: owner.toLowerCase(), to: (account as string).toLowerCase() });
    expect(await reader.getBalance({ address: recipient })).toBe(recipientBefore + parseEther('0.5'));
    expect(await reader.getBalance({ address: account as Hex })).toBe(accountBefore - parseEther('0.5'));
    expect(await api.request('INIT_SMART_ACCOUNT', {})).toEqual({ address: account, isDeployed: true });
    expect(await api.request('GET_USER', {})).toMatchObject({ smartAccountDeployed: true });

    // An ERC-20 transfer through the account: the token sees the account as the sender.
    const usdc = stack.chains.chains[0]!.tokens.usdc;
    const mintAbi = [{ type: 'function', name: 'mint', inputs: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [], stateMutability: 'nonpayable' }] as const;
    await reader.waitForTransactionReceipt({ hash: (await rpc(api, 'eth_sendTransaction', [{ to: usdc, data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [account as Hex, 2_000_000n] }) }])) as Hex });
    const transfer = (await rpc(api, 'eth_sendTransaction', [{ from: account, to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 750_000n] }) }])) as Hex;
    const transferReceipt = await reader.waitForTransactionReceipt({ hash: transfer });
    const events = transferReceipt.logs.filter((log) => log.address === usdc.toLowerCase()).map((log) => decodeEventLog({ abi: erc20Abi, ...log }));
    expect(events).toEqual([expect.objectContaining({ eventName: 'Transfer', args: { from: getAddress(account), to: recipient, value: 750_000n } })]);
    // The EOA, asked for by name, still sends as itself.
    const asEoa = (await rpc(api, 'eth_sendTransaction', [{ from: owner, to: recipient, value: '0x1' }])) as Hex;
    expect((await reader.waitForTransactionReceipt({ hash: asEoa })).to).toBe(recipient.toLowerCase());

    // After deployment: a plain owner signature, valid under EIP-1271.
    const signature = (await rpc(api, 'personal_sign', [message, account])) as Hex;
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await reader.verifyMessage({ address: account as Hex, message, signature })).toBe(true);
    const { LatchkeyAccount } = await compileAccountContracts();
    const check = (sig: Hex) => reader.readContract({ address: account as Hex, abi: LatchkeyAccount.abi, functionName: 'isValidSignature', args: [hashMessage(message), sig] });
    expect(await check(signature)).toBe('0x1626ba7e');
    const stranger = await signedIn('stranger@example.com');
    const strangerAddress = (await stranger.request('GET_USER', {})).address;
    expect(await check((await rpc(stranger, 'personal_sign', [message, strangerAddress])) as Hex)).toBe('0xffffffff');
    // Only the owner may execute.
    await expect(
      rpc(stranger, 'eth_sendTransaction', [{ to: account, data: encodeFunctionData({ abi: LatchkeyAccount.abi, functionName: 'execute', args: [recipient, 1n, '0x'] }) }]),
    ).rejects.toThrow(/not the owner/);
    expect(await rpc(api, 'wallet_getCapabilities', [account, ['0x7a69']])).toEqual({ '0x7a69': { assetDiscovery: { supported: true }, atomic: { status: 'supported' } } });
  });

  it('wallet_sendCalls through the account is one atomic transaction', async () => {
    const api = await signedIn('batch@example.com');
    await api.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' });
    const [a, b] = [stack.chains.accounts[5]!.address, stack.chains.accounts[4]!.address];
    const { id } = (await rpc(api, 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a6a', atomicRequired: true, calls: [{ to: a, value: '0x2' }, { to: b, value: '0x3' }] }])) as { id: Hex };
    const status = (await rpc(api, 'wallet_getCallsStatus', [id], 31338)) as { status: number; atomic: boolean; receipts: unknown[]; chainId: string };
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a6a' });
    expect(status.receipts).toHaveLength(1);
  });
});

describe('Solana', () => {
  it('signs messages that verify, and signs and sends transactions that land', async () => {
    const api = await signedIn('sol@example.com');
    const { address } = await api.request('GET_USER', { chainId: stack.solana.caip2 });
    expect(await rpc(api, 'solana_getAccounts', undefined, stack.solana.caip2)).toEqual([{ pubkey: address }]);
    const message = new TextEncoder().encode('Sign in to the Latchkey demo (Solana)');
    const { signature } = (await rpc(api, 'solana_signMessage', { message: base58.encode(message), pubkey: address }, stack.solana.caip2)) as { signature: string };
    expect(verifyEd25519(base58.decode(signature), message, new PublicKey(address).toBytes())).toBe(true);
    await expect(rpc(api, 'solana_signMessage', { message: base58.encode(message), pubkey: stack.solana.accounts[0]!.address }, stack.solana.caip2)).rejects.toThrow(/not an account of this wallet/);

    const connection = new Connection(stack.solana.url, 'confirmed');
    const recipient = new PublicKey(stack.solana.accounts[4]!.address);
    const transfer = async (lamports: number): Promise<string> => {
      const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: recipient, lamports }));
      tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
      tx.feePayer = new PublicKey(address);
      return base64.encode(tx.serialize({ requireAllSignatures: false }));
    };
    const before = await connection.getBalance(recipient);
    const sent = (await rpc(api, 'solana_signAndSendTransaction', { transaction: await transfer(1_000_000) }, 'solana:localnet')) as { signature: string };
    const status = await connection.getSignatureStatus(sent.signature);
    expect(status.value).toMatchObject({ err: null });
    expect(await connection.getBalance(recipient)).toBe(before + 1_000_000);

    const signed = (await rpc(api, 'solana_signTransaction', { transaction: await transfer(5) }, stack.solana.caip2)) as { signature: string; transaction: string };
    const parsed = Transaction.from(base64.decode(signed.transaction));
    expect(parsed.verifySignatures()).toBe(true);
    expect(base58.encode(parsed.signature!)).toBe(signed.signature);
    const all = (await rpc(api, 'solana_signAllTransactions', { transactions: [await transfer(6), await transfer(7)] }, stack.solana.caip2)) as { transactions: string[] };
    expect(all.transactions.map((entry) => Transaction.from(base64.decode(entry)).verifySignatures())).toEqual([true, true]);
    await expect(rpc(api, 'solana_signTransaction', { transaction: 'not base64!' }, stack.solana.caip2)).rejects.toThrow(/not valid base64/);
    await expect(rpc(api, 'solana_signMessage', { message: 'x' }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).rejects.toThrow(/not served/);
  });
});

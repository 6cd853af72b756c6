// End to end against the harness: the local Solana endpoint (litesvm) and its Wallet Standard dev
// wallet, which signs with real ed25519 keys and sends into that endpoint.
import { isKitError, type Kit } from '@latchkey/kernel';
import { associatedTokenAddress, createSolanaDevWallet, SOLANA_DEV_WALLET_NAME, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINTS, startSolana, verifyEd25519, type SolanaEndpoint } from '@latchkey/test-harness/solana/index';
import { PublicKey, SystemProgram, Transaction, VersionedTransaction, TransactionMessage } from '@solana/web3.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solanaLocalnet } from '../networks';
import { approveNext, fakeRegistry, makeKit } from '../test/wallet';
import { connectorIdOf } from '../wallet/sanitize';
import { fromBase58 } from '../wire/encoding';

const [alice, bob] = SOLANA_TEST_ACCOUNTS;
const usdc = SOLANA_TEST_MINTS[0]!;
/** A wallet the endpoint funded with no token account of its own. */
const NEWCOMER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const SOL = 1_000_000_000;

describe('the solana plugin against the local endpoint and the dev wallet', () => {
  let endpoint: SolanaEndpoint;
  let kit: Kit;
  let dev: ReturnType<typeof createSolanaDevWallet>;

  beforeAll(async () => {
    endpoint = await startSolana({ slotMs: 50 });
  });
  afterAll(async () => {
    await endpoint?.stop();
  });
  afterEach(async () => {
    await kit?.destroy();
  });

  const connect = async () => {
    dev = createSolanaDevWallet({ seeds: [alice!.seed], rpcUrl: endpoint.url });
    const network = solanaLocalnet(endpoint.url, { genesisHash: endpoint.genesisHash });
    kit = makeKit([network], { solana: { wallets: fakeRegistry([dev.wallet]), confirmationPollingIntervalMs: 50 } });
    const account = await kit.connect(connectorIdOf(SOLANA_DEV_WALLET_NAME));
    return { account, network, api: kit.plugin('solana') };
  };

  const lamportsOf = async (address: string) => ((await kit.request({ namespace: 'solana', method: 'getBalance', params: [address] })) as { value: number }).value;

  it('connects on the local network and shows the balance', async () => {
    const { account } = await connect();
    expect(account).toMatchObject({ address: alice!.address, network: { caipNetworkId: endpoint.caip2 } });
    await vi.waitFor(() => expect(kit.getState().chains.solana?.account.balanceSymbol).toBe('SOL'));
    expect(Number(kit.getState().chains.solana?.account.balance)).toBeGreaterThan(0);
  });

  it('by default (approvals: auto) a Wallet Standard wallet is asked straight away: one prompt, no approval view', async () => {
    dev = createSolanaDevWallet({ seeds: [alice!.seed], rpcUrl: endpoint.url });
    const network = solanaLocalnet(endpoint.url, { genesisHash: endpoint.genesisHash });
    kit = makeKit([network], { approvals: 'auto', solana: { wallets: fakeRegistry([dev.wallet]), confirmationPollingIntervalMs: 50 } });
    await kit.connect(connectorIdOf(SOLANA_DEV_WALLET_NAME));
    const views: string[] = [];
    kit.on('viewChanged', (e: { view: { view: string } }) => views.push(e.view.view));
    const before = await lamportsOf(bob!.address);
    const { signature } = await kit.plugin('solana').sendSol({ to: bob!.address, amount: '0.125' });
    expect(fromBase58(signature)).toHaveLength(64);
    expect(await lamportsOf(bob!.address)).toBe(before + 0.125 * SOL);
    expect(views).not.toContain('ApproveTransaction');
    expect(kit.getState().requests).toEqual([]);
  });

  it('sends SOL after approval and waits until the endpoint confirms it', async () => {
    const { api } = await connect();
    const before = await lamportsOf(bob!.address);
    const sending = api.sendSol({ to: bob!.address, amount: '0.25' });
    await approveNext(kit, 'solana_signAndSendTransaction');
    const { signature } = await sending;
    expect(fromBase58(signature)).toHaveLength(64);
    expect(await lamportsOf(bob!.address)).toBe(before + 0.25 * SOL);
  });

  const tokensOf = async (owner: string) => {
    const reply = (await kit.request({ namespace: 'solana', method: 'getTokenAccountsByOwner', params: [owner, { mint: usdc.address }, { encoding: 'jsonParsed' }] })) as {
      value: Array<{ pubkey: string; account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }>;
    };
    return reply.value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
  };

  it('sends an SPL token (TransferChecked) to a wallet that has its token account', async () => {
    const { api } = await connect();
    const [before, mine] = await Promise.all([tokensOf(bob!.address), tokensOf(alice!.address)]);
    const sending = api.sendSplToken({ mint: usdc.address, to: bob!.address, amount: '2.5', decimals: 6 });
    await vi.waitFor(() => expect(kit.getState().requests).toHaveLength(1));
    const description = await kit.namespace('solana')!.describeRequest!({ method: 'solana_signAndSendTransaction', params: kit.getState().requests[0]!.params, network: kit.getState().chains.solana!.network.caipNetwork });
    // No account to create: the transaction names the receiver's token account, the token and the sender.
    expect(description).toMatchObject({ kind: 'transaction', amount: '2.5', facts: [
      { labelKey: 'solana.request.tokenAccount', value: associatedTokenAddress(bob!.address, usdc.address) },
      { labelKey: 'solana.request.token', value: usdc.address },
      { labelKey: 'solana.request.from', value: alice!.address },
    ] });
    await approveNext(kit, 'solana_signAndSendTransaction');
    await sending;
    expect(await tokensOf(bob!.address)).toBe(before + 2_500_000n);
    expect(await tokensOf(alice!.address)).toBe(mine - 2_500_000n);
  });

  it('creates the receiver’s associated token account when it has none, in the same transaction', async () => {
    const { api } = await connect();
    expect(await tokensOf(NEWCOMER)).toBe(0n);
    const sending = api.sendSplToken({ mint: usdc.address, to: NEWCOMER, amount: '0.000001' });
    await vi.waitFor(() => expect(kit.getState().requests).toHaveLength(1));
    const description = await kit.namespace('solana')!.describeRequest!({ method: 'solana_signAndSendTransaction', params: kit.getState().requests[0]!.params, network: kit.getState().chains.solana!.network.caipNetwork });
    expect(description).toMatchObject({ kind: 'transaction', receiver: NEWCOMER, amount: '0.000001' });
    await approveNext(kit, 'solana_signAndSendTransaction');
    await sending;
    expect(await tokensOf(NEWCOMER)).toBe(1n);
  });

  it('refuses before asking for approval: too many decimals, more than the account holds, a mint that is none, missing fields', async () => {
    const { api } = await connect();
    await expect(api.sendSplToken({ mint: usdc.address, to: bob!.address, amount: '0.0000001' })).rejects.toMatchObject({ shortMessage: 'Invalid amount' });
    await expect(api.sendSplToken({ mint: usdc.address, to: bob!.address, amount: '1000000' })).rejects.toMatchObject({ shortMessage: 'Insufficient funds' });
    await expect(api.sendSplToken({ mint: bob!.address, to: bob!.address, amount: '1' })).rejects.toMatchObject({ shortMessage: 'Invalid token' });
    await expect(api.sendSplToken({ mint: usdc.address, to: bob!.address, amount: '1', decimals: 9 })).rejects.toMatchObject({ shortMessage: 'Invalid token' });
    await expect(api.sendSplToken({ mint: usdc.address, to: '', amount: '1' })).rejects.toThrow('An amount and receiver address are required');
    await expect(api.sendSplToken({ mint: '', to: bob!.address, amount: '1' })).rejects.toThrow('A token is required');
    expect(kit.getState().requests).toEqual([]);
  });

  it('signs a message with the account key', async () => {
    const { api } = await connect();
    const text = 'Sign in to Latchkey';
    const signing = api.signMessage(text);
    await approveNext(kit);
    const { bytes } = await signing;
    expect(verifyEd25519(bytes, new TextEncoder().encode(text), fromBase58(alice!.address)!)).toBe(true);
  });

  it('signs web3.js transactions the endpoint then accepts', async () => {
    const { api } = await connect();
    const { value } = (await kit.request({ namespace: 'solana', method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] })) as { value: { blockhash: string } };
    const legacy = new Transaction({ feePayer: new PublicKey(alice!.address), recentBlockhash: value.blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(alice!.address), toPubkey: new PublicKey(bob!.address), lamports: 1_000 }),
    );
    const signingLegacy = api.signTransaction(legacy);
    await approveNext(kit);
    const signedLegacy = await signingLegacy;
    expect(signedLegacy).toBeInstanceOf(Transaction);
    expect(signedLegacy.verifySignatures()).toBe(true);

    const message = new TransactionMessage({
      payerKey: new PublicKey(alice!.address),
      recentBlockhash: value.blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(alice!.address), toPubkey: new PublicKey(bob!.address), lamports: 2_000 })],
    }).compileToV0Message();
    const before = await lamportsOf(bob!.address);
    const sending = api.signAndSendTransaction(new VersionedTransaction(message));
    await approveNext(kit);
    const signature = await sending;
    await api.waitForConfirmation(signature);
    expect(await lamportsOf(bob!.address)).toBe(before + 2_000);
  });

  it('keeps a refusal in the wallet a typed rejection', async () => {
    const { api } = await connect();
    dev.rejectNext();
    const signing = api.signMessage('no');
    await approveNext(kit);
    expect(isKitError(await signing.catch((e: unknown) => e), 'USER_REJECTED')).toBe(true);
  });

  it('refuses a transaction that breaks a SPEC §5 rule before approval: zero wallet prompts, nothing sent', async () => {
    const { api } = await connect();
    const { value } = (await kit.request({ namespace: 'solana', method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] })) as { value: { blockhash: string } };
    const transfer = (feePayer: string, recentBlockhash: string) =>
      new Transaction({ feePayer: new PublicKey(feePayer), recentBlockhash }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(feePayer), toPubkey: new PublicKey(bob!.address), lamports: 1_000 }));
    const before = await lamportsOf(bob!.address);
    dev.clearRequests();
    // Another account (Bob) pays the fee; no recent blockhash.
    for (const [rule, tx] of [
      ['feePayer', transfer(bob!.address, value.blockhash)],
      ['recentBlockhash', transfer(alice!.address, '11111111111111111111111111111111')],
    ] as const) {
      const error = await api.signAndSendTransaction(tx).catch((e: unknown) => e);
      expect(error, rule).toMatchObject({ name: 'InvalidTransactionError', rule });
      expect(kit.getState().requests).toEqual([]);
      expect(kit.getState().modal.open).toBe(false);
    }
    expect(dev.requests().filter((r) => r.method !== 'standard:connect' && r.method !== 'standard:events')).toEqual([]);
    expect(await lamportsOf(bob!.address)).toBe(before);
    // A good one still goes through.
    const sending = api.signAndSendTransaction(transfer(alice!.address, value.blockhash));
    await approveNext(kit);
    await api.waitForConfirmation(await sending);
    expect(await lamportsOf(bob!.address)).toBe(before + 1_000);
  });
});

// The solana asset capability against the harness's local endpoint (litesvm) and its Wallet
// Standard dev wallet, through `kit.assets('solana')` (the plugin's tools bound, transfers through
// the kit's gate).
import { isKitError, type BoundAssets, type CaipNetwork, type Kit } from '@latchkey/kernel';
import { createSolanaDevWallet, SOLANA_DEV_WALLET_NAME, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINTS, startSolana, type SolanaEndpoint } from '@latchkey/test-harness/solana/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaDevnet, solanaLocalnet, solanaMainnet } from '../networks';
import { approveNext, fakeRegistry, makeKit } from '../test/wallet';
import { connectorIdOf } from '../wallet/sanitize';
import { fromBase58 } from '../wire/encoding';
import { solanaTransactionUrl } from './explorer';

const [alice, bob] = SOLANA_TEST_ACCOUNTS;
const usdc = SOLANA_TEST_MINTS[0]!;
/** A wallet the endpoint funded with no token account of its own. */
const NEWCOMER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
/** An address nobody funded. */
const EMPTY = '11111111111111111111111111111112';

let endpoint: SolanaEndpoint;
let kit: Kit;
let assets: BoundAssets;
let network: CaipNetwork;

beforeAll(async () => {
  endpoint = await startSolana({ slotMs: 50 });
  const dev = createSolanaDevWallet({ seeds: [alice!.seed], rpcUrl: endpoint.url });
  kit = makeKit([solanaLocalnet(endpoint.url, { genesisHash: endpoint.genesisHash })], { solana: { wallets: fakeRegistry([dev.wallet]), confirmationPollingIntervalMs: 50 } });
  await kit.connect(connectorIdOf(SOLANA_DEV_WALLET_NAME));
  network = kit.getState().chains.solana!.network.caipNetwork!;
  assets = kit.assets('solana')!;
});
afterAll(async () => {
  await kit?.destroy();
  await endpoint?.stop();
});

const rpc = <T,>(method: string, params: unknown[]) => kit.request({ namespace: 'solana', method, params }) as Promise<T>;
const lamportsOf = async (address: string) => BigInt((await rpc<{ value: number }>('getBalance', [address])).value);
const tokensOf = async (owner: string) => {
  const reply = await rpc<{ value: Array<{ account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }> }>('getTokenAccountsByOwner', [owner, { mint: usdc.address }, { encoding: 'jsonParsed' }]);
  return reply.value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
};
const errorOf = async (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e);

describe('solana assets on the local endpoint', () => {
  it('offers balances, token, Max and transfer, but no account names', () => {
    expect([typeof assets.token, typeof assets.maxNative, typeof assets.transfer, assets.names]).toEqual(['function', 'function', 'function', false]);
  });

  it('balances: SOL first, then each mint asked (its token accounts summed), in base units as the chain holds them', async () => {
    const amounts = await assets.balances({ address: alice!.address, network, tokens: [usdc.address] });
    expect(amounts).toEqual([
      { symbol: 'SOL', name: network.nativeCurrency.name, decimals: 9, amount: await lamportsOf(alice!.address) },
      { token: usdc.address, symbol: `${usdc.address.slice(0, 4)}…${usdc.address.slice(-4)}`, decimals: usdc.decimals, amount: await tokensOf(alice!.address) },
    ]);
    expect(amounts[1]!.amount).toBeGreaterThan(0n);
    // A mint the account holds none of is 0.
    expect((await assets.balances({ address: NEWCOMER, network, tokens: [usdc.address] }))[1]!.amount).toBe(0n);
  });

  it('token: the mint’s decimals; an address that is no mint is refused', async () => {
    expect((await assets.token!({ network, address: usdc.address })).decimals).toBe(usdc.decimals);
    const error = await errorOf(assets.token!({ network, address: bob!.address }));
    expect(isKitError(error, 'VALIDATION_ERROR') && error.shortMessage).toBe('Invalid token');
  });

  it('maxNative: the balance less the 5000-lamport fee and the rent-exempt minimum; never below zero', async () => {
    const [max, held, rent] = await Promise.all([assets.maxNative!({ address: alice!.address, network }), lamportsOf(alice!.address), rpc<number>('getMinimumBalanceForRentExemption', [0])]);
    expect(max).toBe(held - 5_000n - BigInt(rent));
    expect(await assets.maxNative!({ address: EMPTY, network })).toBe(0n);
  });

  it('transfer of SOL goes through the kit’s gate (approval first) and resolves with the confirmed signature', async () => {
    const before = await lamportsOf(bob!.address);
    const sending = assets.transfer!({ network, from: alice!.address, to: bob!.address, amount: 125_000_000n });
    await approveNext(kit, 'solana_signAndSendTransaction');
    const { id } = await sending;
    expect(fromBase58(id)).toHaveLength(64);
    expect(await lamportsOf(bob!.address)).toBe(before + 125_000_000n);
  });

  it('transfer of an SPL token moves exactly the base units asked, creating the receiver’s token account', async () => {
    const before = await tokensOf(NEWCOMER);
    const sending = assets.transfer!({ network, from: alice!.address, to: NEWCOMER, amount: 1_500_000n, token: { address: usdc.address, decimals: usdc.decimals } });
    await approveNext(kit, 'solana_signAndSendTransaction');
    await sending;
    expect(await tokensOf(NEWCOMER)).toBe(before + 1_500_000n);
  });

  it('transfer refuses before anyone is asked: decimals the mint does not have, more than held, zero, a bad receiver', async () => {
    const cases: Array<[Parameters<NonNullable<BoundAssets['transfer']>>[0], string]> = [
      [{ network, from: alice!.address, to: bob!.address, amount: 1n, token: { address: usdc.address, decimals: 9 } }, 'Invalid token'],
      [{ network, from: alice!.address, to: bob!.address, amount: 10n ** 18n, token: { address: usdc.address, decimals: usdc.decimals } }, 'Insufficient funds'],
      [{ network, from: alice!.address, to: bob!.address, amount: 0n }, 'Invalid amount'],
      [{ network, from: alice!.address, to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', amount: 1n }, 'Invalid receiver address'],
    ];
    for (const [transfer, message] of cases) {
      const error = await errorOf(assets.transfer!(transfer));
      expect(isKitError(error, 'VALIDATION_ERROR') && error.shortMessage, message).toBe(message);
    }
    expect(kit.getState().requests).toEqual([]);
  });
});

describe('solanaTransactionUrl', () => {
  const signature = '5'.repeat(88);
  it('names the cluster, as the address pages do; none for a malformed signature', () => {
    expect(solanaTransactionUrl(solanaMainnet, signature)).toBe(`https://explorer.solana.com/tx/${signature}`);
    expect(solanaTransactionUrl(solanaDevnet, signature)).toBe(`https://explorer.solana.com/tx/${signature}?cluster=devnet`);
    expect(solanaTransactionUrl(solanaMainnet, 'not-a-signature')).toBeUndefined();
  });
});

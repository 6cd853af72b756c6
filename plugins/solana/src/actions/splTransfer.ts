import { ConfigError, KitError, ValidationError, withTimeout, type CaipNetwork, type PluginContext } from '@latchkey/kernel';
import { toLamports } from '../amount';
import { RPC_TIMEOUT_MS } from '../networks';
import type { SendSplTokenParameters, SendSolResult } from '../types';
import { fromBase64, toBase58 } from '../wire/encoding';
import { encodeTransaction } from '../wire/transaction';
import { activeSession } from './guards';
import { assertSolanaAddress, latestBlockhash, submitTransfer, toolsOf, type Confirmer, type TransferTools } from './send';
import type * as SplTransferMessage from './splTransferMessage';

type Ctx = Pick<PluginContext, 'kit' | 'rpc'>;
type Reader = Pick<PluginContext, 'rpc'> & { signal?: AbortSignal };

/** The SPL Token and Token-2022 programs: the owners a mint may have. */
const TOKEN_PROGRAMS = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'];
const MINT_SIZE = 82;
const TOKEN_ACCOUNT_SIZE = 165;
/** The largest amount a token transfer can carry (u64). */
const MAX_U64 = (1n << 64n) - 1n;

interface RawAccount {
  owner: string;
  data: Uint8Array;
}

/** An account read with `getAccountInfo` (base64), or null when it does not exist. */
async function readAccount(ctx: Reader, network: CaipNetwork, address: string): Promise<RawAccount | null> {
  const reply = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'getAccountInfo', params: [address, { encoding: 'base64', commitment: 'confirmed' }] }), RPC_TIMEOUT_MS, ctx.signal ? { signal: ctx.signal } : {});
  const value = (reply as { value?: { owner?: unknown; data?: unknown } | null } | null)?.value;
  if (value === null) return null;
  const data = Array.isArray(value?.data) ? fromBase64(value.data[0]) : undefined;
  if (typeof value?.owner !== 'string' || !data) throw new KitError('Invalid RPC reply', { details: `getAccountInfo of ${address} on ${network.caipNetworkId} did not answer an account` });
  return { owner: value.owner, data };
}

const u64At = (data: Uint8Array, at: number): bigint => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true);

/** A token account's mint, owner and amount (the layout Token and Token-2022 share), or undefined. */
function tokenAccountOf(account: RawAccount | null): { mint: string; owner: string; amount: bigint } | undefined {
  if (!account || !TOKEN_PROGRAMS.includes(account.owner) || account.data.length < TOKEN_ACCOUNT_SIZE || account.data[108] !== 1) return undefined;
  return { mint: toBase58(account.data.subarray(0, 32)), owner: toBase58(account.data.subarray(32, 64)), amount: u64At(account.data, 64) };
}

/** The owner's token accounts of a mint (`getTokenAccountsByOwner`), the fullest first. */
async function tokenAccountsOf(ctx: Reader, network: CaipNetwork, owner: string, mint: string): Promise<Array<{ address: string; amount: bigint }>> {
  const reply = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'getTokenAccountsByOwner', params: [owner, { mint }, { encoding: 'base64', commitment: 'confirmed' }] }), RPC_TIMEOUT_MS, ctx.signal ? { signal: ctx.signal } : {});
  const list = (reply as { value?: unknown } | null)?.value;
  if (!Array.isArray(list)) return [];
  const found: Array<{ address: string; amount: bigint }> = [];
  for (const entry of list as Array<{ pubkey?: unknown; account?: { owner?: unknown; data?: unknown } }>) {
    const data = Array.isArray(entry?.account?.data) ? fromBase64(entry.account.data[0]) : undefined;
    if (typeof entry?.pubkey !== 'string' || typeof entry.account?.owner !== 'string' || !data) continue;
    const token = tokenAccountOf({ owner: entry.account.owner, data });
    if (token && token.mint === mint && token.owner === owner) found.push({ address: entry.pubkey, amount: token.amount });
  }
  return found.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
}

/**
 * An SPL mint's decimals and token program (Token or Token-2022), read from its account.
 * @throws {ValidationError} 'Invalid token' when the address is no initialised mint.
 *
 * @example
 * await readMint(tools, network, 'EPjF…Dt1v'); // { decimals: 6, tokenProgram: 'Tokenkeg…' }
 */
export async function readMint(ctx: Reader, network: CaipNetwork, mint: string): Promise<{ decimals: number; tokenProgram: string }> {
  const account = await readAccount(ctx, network, mint);
  if (!account || !TOKEN_PROGRAMS.includes(account.owner) || account.data.length < MINT_SIZE || account.data[45] !== 1) {
    throw new ValidationError('Invalid token', { details: `${mint} is not an SPL token mint on ${network.caipNetworkId}` });
  }
  return { decimals: account.data[44]!, tokenProgram: account.owner };
}

/**
 * What an owner holds of a mint, summed over its token accounts, in base units.
 *
 * @example
 * await splBalance(tools, network, owner, mint); // 2500000n
 */
export async function splBalance(ctx: Reader, network: CaipNetwork, owner: string, mint: string): Promise<bigint> {
  return (await tokenAccountsOf(ctx, network, owner, mint)).reduce((sum, a) => sum + a.amount, 0n);
}

/** An SPL transfer: `amount` in base units, or a decimal string in the mint's units; `decimals`, when given, must be the mint's. */
export interface SplTransfer {
  network: CaipNetwork;
  from: string;
  to: string;
  mint: string;
  amount: bigint | string;
  decimals?: number;
}

/**
 * The one SPL transfer: reads the mint (its program, Token or Token-2022, and its decimals), takes
 * the tokens from the sender's associated token account (or their fullest account of that mint),
 * creates the receiver's associated token account when it is missing, and sends one
 * `TransferChecked`, built with `@solana/kit` (loaded now). The visitor approves it, the wallet
 * signs and sends it, and this resolves once the network confirms it. The plugin API's
 * `sendSplToken` and the namespace's `assets.transfer` both end here.
 *
 * @example
 * const { signature } = await transferSplToken(tools, confirm, { network, from, to, mint, amount: 2_500_000n, decimals: 6 })
 */
export async function transferSplToken(tools: TransferTools, confirm: Confirmer, transfer: SplTransfer): Promise<SendSolResult> {
  const { network, from: owner, to, mint: mintAddress } = transfer;
  if (network.chainNamespace !== 'solana') throw new ValidationError('Invalid chainId', { details: `${network.caipNetworkId} is not a Solana network` });
  assertSolanaAddress(to, 'receiver');
  assertSolanaAddress(owner, 'sender');
  assertSolanaAddress(mintAddress, 'token');
  if (transfer.decimals !== undefined && (!Number.isInteger(transfer.decimals) || transfer.decimals < 0 || transfer.decimals > 255)) {
    throw new ValidationError('Invalid input', { details: 'decimals must be an integer from 0 to 255' });
  }
  const { decimals, tokenProgram } = await readMint(tools, network, mintAddress);
  if (transfer.decimals !== undefined && transfer.decimals !== decimals) {
    throw new ValidationError('Invalid token', { details: `${mintAddress} has ${decimals} decimals, not ${transfer.decimals}` });
  }
  const amount = typeof transfer.amount === 'bigint' ? transfer.amount : toLamports(transfer.amount, decimals);
  if (amount <= 0n || amount > MAX_U64) throw new ValidationError('Invalid amount', { details: 'The amount must be greater than zero' });

  let sdk: typeof SplTransferMessage;
  try {
    sdk = await import('./splTransferMessage');
  } catch (cause) {
    throw new ConfigError('Sending tokens needs @solana/kit', { cause, details: 'install it beside @latchkey/solana' });
  }
  const [ownAccount, destination] = await Promise.all([sdk.associatedTokenAddress(owner, mintAddress, tokenProgram), sdk.associatedTokenAddress(to, mintAddress, tokenProgram)]);

  // The tokens leave the associated account when it holds enough, else the fullest account of the mint.
  const own = tokenAccountOf(await readAccount(tools, network, ownAccount));
  let source = own && own.mint === mintAddress && own.owner === owner && own.amount >= amount ? ownAccount : undefined;
  if (!source) {
    const fullest = (await tokenAccountsOf(tools, network, owner, mintAddress))[0];
    if (fullest && fullest.amount >= amount) source = fullest.address;
  }
  if (!source) throw new ValidationError('Insufficient funds', { details: `the account holds less than ${String(transfer.amount)} of ${mintAddress}` });

  const existing = await readAccount(tools, network, destination);
  const { blockhash, lastValidBlockHeight } = await latestBlockhash(tools, network);
  const { signatures, messageBytes } = sdk.compileSplTransfer({
    owner,
    source,
    recipient: to,
    destination,
    createDestination: existing === null,
    mint: mintAddress,
    tokenProgram,
    amount,
    decimals,
    blockhash,
    lastValidBlockHeight,
  });
  return { signature: await submitTransfer(tools, confirm, network, encodeTransaction(signatures, messageBytes)) };
}

/**
 * Sends `amount` (a decimal string in the mint's units) of the SPL token `mint` to the wallet `to`
 * from the connected account (see {@link transferSplToken}); resolves once confirmed.
 *
 * @example
 * const { signature } = await sendSplToken(ctx, confirm, { mint: 'EPjF…Dt1v', to: 'BQuo…Fr97', amount: '2.5' })
 */
export async function sendSplToken(ctx: Ctx, confirm: Confirmer, params: SendSplTokenParameters): Promise<SendSolResult> {
  if (!params?.amount || !params.to) throw new ValidationError('An amount and receiver address are required');
  if (!params.mint) throw new ValidationError('A token is required');
  assertSolanaAddress(params.to, 'receiver');
  assertSolanaAddress(params.mint, 'token');
  const session = activeSession(ctx.kit);
  return transferSplToken(toolsOf(ctx), confirm, { network: session.network, from: session.address, to: params.to, mint: params.mint, amount: params.amount, ...(params.decimals !== undefined ? { decimals: params.decimals } : {}) });
}

import { ConfigError, KitError, ValidationError, withTimeout, type CaipNetwork, type PluginContext } from '@latchkey/kernel';
import { getSolanaAddressError } from '../address';
import { toLamports } from '../amount';
import { RPC_TIMEOUT_MS } from '../namespace/balance';
import type { SendSplTokenParameters, SendSolResult } from '../types';
import { fromBase64, toBase58 } from '../wire/encoding';
import { encodeTransaction } from '../wire/transaction';
import { activeSession } from './guards';
import { latestBlockhash, type Confirmer } from './send';
import { signAndSendTransaction } from './sign';
import type * as SplTransferMessage from './splTransferMessage';

type Ctx = Pick<PluginContext, 'kit' | 'rpc'>;

/** The SPL Token and Token-2022 programs: the owners a mint may have. */
const TOKEN_PROGRAMS = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'];
const MINT_SIZE = 82;
const TOKEN_ACCOUNT_SIZE = 165;

interface RawAccount {
  owner: string;
  data: Uint8Array;
}

/** An account read with `getAccountInfo` (base64), or null when it does not exist. */
async function readAccount(ctx: Pick<PluginContext, 'rpc'>, network: CaipNetwork, address: string): Promise<RawAccount | null> {
  const reply = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'getAccountInfo', params: [address, { encoding: 'base64', commitment: 'confirmed' }] }), RPC_TIMEOUT_MS);
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
async function tokenAccountsOf(ctx: Pick<PluginContext, 'rpc'>, network: CaipNetwork, owner: string, mint: string): Promise<Array<{ address: string; amount: bigint }>> {
  const reply = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'getTokenAccountsByOwner', params: [owner, { mint }, { encoding: 'base64', commitment: 'confirmed' }] }), RPC_TIMEOUT_MS);
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
 * Sends `amount` of the SPL token `mint` to the wallet `to`: reads the mint (its program, Token or
 * Token-2022, and its decimals), takes the tokens from the sender's associated token account (or
 * their fullest account of that mint), creates the receiver's associated token account when it is
 * missing, and sends one `TransferChecked`, built with `@solana/kit` (loaded now). The visitor
 * approves it, the wallet signs and sends it, and this resolves once the network confirms it.
 *
 * @example
 * const { signature } = await sendSplToken(ctx, confirm, { mint: 'EPjF…Dt1v', to: 'BQuo…Fr97', amount: '2.5' })
 */
export async function sendSplToken(ctx: Ctx, confirm: Confirmer, params: SendSplTokenParameters): Promise<SendSolResult> {
  if (!params?.amount || !params.to) throw new ValidationError('An amount and receiver address are required');
  if (!params.mint) throw new ValidationError('A token is required');
  const receiverError = getSolanaAddressError(params.to);
  if (receiverError) throw new ValidationError('Invalid receiver address', { details: receiverError });
  const mintError = getSolanaAddressError(params.mint);
  if (mintError) throw new ValidationError('Invalid token', { details: mintError });
  if (params.decimals !== undefined && (!Number.isInteger(params.decimals) || params.decimals < 0 || params.decimals > 255)) {
    throw new ValidationError('Invalid input', { details: 'decimals must be an integer from 0 to 255' });
  }
  const session = activeSession(ctx.kit);
  const { network, address: owner } = session;

  const mint = await readAccount(ctx, network, params.mint);
  if (!mint || !TOKEN_PROGRAMS.includes(mint.owner) || mint.data.length < MINT_SIZE || mint.data[45] !== 1) {
    throw new ValidationError('Invalid token', { details: `${params.mint} is not an SPL token mint on ${network.caipNetworkId}` });
  }
  const decimals = mint.data[44]!;
  if (params.decimals !== undefined && params.decimals !== decimals) {
    throw new ValidationError('Invalid token', { details: `${params.mint} has ${decimals} decimals, not ${params.decimals}` });
  }
  const amount = toLamports(params.amount, decimals);
  const tokenProgram = mint.owner;

  let sdk: typeof SplTransferMessage;
  try {
    sdk = await import('./splTransferMessage');
  } catch (cause) {
    throw new ConfigError('Sending tokens needs @solana/kit', { cause, details: 'install it beside @latchkey/solana' });
  }
  const [ownAccount, destination] = await Promise.all([sdk.associatedTokenAddress(owner, params.mint, tokenProgram), sdk.associatedTokenAddress(params.to, params.mint, tokenProgram)]);

  // The tokens leave the associated account when it holds enough, else the fullest account of the mint.
  const own = tokenAccountOf(await readAccount(ctx, network, ownAccount));
  let source = own && own.mint === params.mint && own.owner === owner && own.amount >= amount ? ownAccount : undefined;
  if (!source) {
    const fullest = (await tokenAccountsOf(ctx, network, owner, params.mint))[0];
    if (fullest && fullest.amount >= amount) source = fullest.address;
  }
  if (!source) throw new ValidationError('Insufficient funds', { details: `the account holds less than ${params.amount} of ${params.mint}` });

  const existing = await readAccount(ctx, network, destination);
  const { blockhash, lastValidBlockHeight } = await latestBlockhash(ctx, network);
  const { signatures, messageBytes } = sdk.compileSplTransfer({
    owner,
    source,
    recipient: params.to,
    destination,
    createDestination: existing === null,
    mint: params.mint,
    tokenProgram,
    amount,
    decimals,
    blockhash,
    lastValidBlockHeight,
  });
  const signature = await signAndSendTransaction(ctx, encodeTransaction(signatures, messageBytes));
  await confirm(network, signature);
  return { signature };
}

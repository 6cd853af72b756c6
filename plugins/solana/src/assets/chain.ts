// The solana asset capability's work (a lazy chunk): reads through the plugin's RPC, transfers
// through the kit's gate. The plugin API's sendSol / sendSplToken end in the same transfers.
import { KitError, ValidationError, withTimeout, type AssetAmount, type AssetTransfer, type CaipNetwork, type NamespaceTools } from '@latchkey/kernel';
import { getSolanaAddressError } from '../address';
import { CONFIRMATION_TIMEOUT_MS, waitForConfirmation } from '../actions/confirm';
import { transferSol, type Confirmer } from '../actions/send';
import { readMint, splBalance, transferSplToken } from '../actions/splTransfer';
import { balanceCache, balanceCacheKey, RPC_TIMEOUT_MS } from './balance';

type Tools = Pick<NamespaceTools, 'rpc' | 'signal'>;

/** Options of `solanaAssets`. */
export interface SolanaAssetsOptions {
  /** How often a transfer's confirmation is polled (ms); default 1 s, at least 50. */
  confirmationPollingIntervalMs?: number;
}

/** A signature's fee (lamports). */
const SIGNATURE_FEE = 5_000n;
const DEFAULT_POLLING_MS = 1_000;

async function call(tools: Tools, network: CaipNetwork, method: string, params: unknown[]): Promise<unknown> {
  return withTimeout(tools.rpc(network).request<unknown>({ method, params }), RPC_TIMEOUT_MS, { signal: tools.signal });
}

function assertSolana(network: CaipNetwork): void {
  if (network.chainNamespace !== 'solana') throw new ValidationError('Invalid chainId', { details: `${network.caipNetworkId} is not a Solana network` });
}

function checked(address: unknown, what: 'Invalid token' | 'Invalid address'): string {
  const reason = getSolanaAddressError(address);
  if (reason) throw new ValidationError(what, { details: reason });
  return address as string;
}

const lamports = (raw: unknown, what: string): bigint => {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return BigInt(raw);
  if (typeof raw === 'string' && /^\d{1,20}$/.test(raw)) return BigInt(raw);
  throw new KitError('Invalid RPC reply', { details: what });
};

async function nativeLamports(tools: Tools, network: CaipNetwork, address: string): Promise<bigint> {
  const reply = await call(tools, network, 'getBalance', [address, { commitment: 'confirmed' }]);
  return lamports((reply as { value?: unknown } | null)?.value, `getBalance on ${network.caipNetworkId}`);
}

/** A mint as shown where the chain names no symbol: its first and last four characters. */
const mintLabel = (mint: string): string => `${mint.slice(0, 4)}…${mint.slice(-4)}`;

/**
 * An SPL mint's decimals (its own account); SPL mints carry no symbol, so the mint's short form
 * stands in for one.
 * @throws {ValidationError} 'Invalid token' for an address that is no mint.
 *
 * @example
 * await readToken(tools, network, 'EPjF…Dt1v'); // { symbol: 'EPjF…Dt1v', decimals: 6 }
 */
export async function readToken(tools: Tools, network: CaipNetwork, address: string): Promise<{ symbol: string; decimals: number }> {
  assertSolana(network);
  const mint = checked(address, 'Invalid token');
  const { decimals } = await readMint(tools, network, mint);
  return { symbol: mintLabel(mint), decimals };
}

/**
 * The account's SOL (`getBalance`, lamports), then each mint asked (its token accounts summed),
 * in base units.
 *
 * @example
 * await readBalances({ address, network, tokens: [usdc] }, tools); // [{ symbol: 'SOL', decimals: 9, amount: … }, { token: usdc, … }]
 */
export async function readBalances(request: { address: string; network: CaipNetwork; tokens?: readonly string[] }, tools: Tools): Promise<AssetAmount[]> {
  const { network } = request;
  assertSolana(network);
  const owner = checked(request.address, 'Invalid address');
  const mints = (request.tokens ?? []).map((t) => checked(t, 'Invalid token'));
  const held = mints.map(async (mint): Promise<AssetAmount> => {
    const [facts, amount] = await Promise.all([readToken(tools, network, mint), splBalance(tools, network, owner, mint)]);
    return { token: mint, ...facts, amount };
  });
  const { symbol, name, decimals } = network.nativeCurrency;
  const [amount, ...rest] = await Promise.all([nativeLamports(tools, network, owner), ...held]);
  return [{ symbol, name, decimals, amount: amount as bigint }, ...(rest as AssetAmount[])];
}

/**
 * The most SOL the account can send: its balance less a signature's fee and the rent-exempt
 * minimum (the account stays open), never below zero.
 *
 * @example
 * await maxNative({ address, network }, tools); // 1999104120n
 */
export async function maxNative(request: { address: string; network: CaipNetwork }, tools: Tools): Promise<bigint> {
  const { network } = request;
  assertSolana(network);
  const owner = checked(request.address, 'Invalid address');
  const [held, rent] = await Promise.all([nativeLamports(tools, network, owner), call(tools, network, 'getMinimumBalanceForRentExemption', [0])]);
  const left = held - SIGNATURE_FEE - lamports(rent, `getMinimumBalanceForRentExemption on ${network.caipNetworkId}`);
  return left > 0n ? left : 0n;
}

/**
 * A transfer of the capability: SOL, or an SPL token by `token.address` (its decimals checked
 * against the mint), through `tools.request`; resolves with the signature once confirmed. The
 * sender's cached SOL balance is forgotten then (the kit reads it again).
 *
 * @example
 * await transfer({ network, from, to, amount: 10_000_000n }, tools, {}); // { id: '5x…' }
 */
export async function transfer(t: AssetTransfer, tools: NamespaceTools, options: SolanaAssetsOptions): Promise<{ id: string }> {
  const pollingIntervalMs = Math.max(50, options.confirmationPollingIntervalMs ?? DEFAULT_POLLING_MS);
  const confirm: Confirmer = async (network, signature) => {
    await waitForConfirmation(tools, network, signature, { timeoutMs: CONFIRMATION_TIMEOUT_MS, pollingIntervalMs });
    const cache = balanceCache(tools.storage);
    for (const n of tools.networks()) cache.delete(balanceCacheKey(n.caipNetworkId, t.from));
  };
  const { signature } = t.token
    ? await transferSplToken(tools, confirm, { network: t.network, from: t.from, to: t.to, mint: t.token.address, amount: t.amount, decimals: t.token.decimals })
    : await transferSol(tools, confirm, { network: t.network, from: t.from, to: t.to, lamports: t.amount });
  return { id: signature };
}

// A transfer a dapp (or another plugin, such as pay) asks for directly: an asset of a network, an
// amount and a receiver, sent through the chain plugin without the visitor's Send form. Also the
// account's live balance of one asset. A lazy chunk (loaded by flow.ts).
import { AbortedError, KitError, ValidationError, isAddress, withTimeout, type CaipNetwork, type ChainNamespace, type KitState, type PendingRequestInfo, type PluginContext, type TokenBalance } from '@latchkey/kernel';
import { tokenAddressOf } from '../balances/tokens';
import { API_TIMEOUT_MS, SEND_NAMESPACES } from '../constants';
import type { AssetBalance, AssetBalanceParameters, SendResult, TransferOptions, TransferParameters } from '../types';
import { formatUnits, parseUnits } from './amount';
import { transfer } from './transfer';

type Ctx = Pick<PluginContext, 'kit' | 'rpc' | 'bus'>;

/** The wallet method each namespace sends with, as the chain plugins queue it at the kit's gate. */
const SEND_METHODS: Partial<Record<ChainNamespace, string>> = { eip155: 'eth_sendTransaction', solana: 'solana_signAndSendTransaction' };
/** `decimals()` and `balanceOf(address)` selectors. */
const DECIMALS_CALL = '0x313ce567';
const BALANCE_OF = '0x70a08231';

/** A network the dapp configured, by CAIP-2 id; the active network of a namespace that can send when none is given. */
function networkOf(state: KitState, caipNetworkId: string | undefined): CaipNetwork {
  if (caipNetworkId === undefined) {
    const ns = state.activeNamespace;
    const network = ns ? state.chains[ns]?.network.caipNetwork : undefined;
    if (!network) throw new KitError('No ActiveCaipNetwork or client found');
    return network;
  }
  if (typeof caipNetworkId !== 'string') throw new ValidationError('Invalid chainId', { details: 'caipNetworkId must be a CAIP-2 id such as eip155:1' });
  const all = Object.values(state.chains).flatMap((c) => c?.network.requestedCaipNetworks ?? []);
  const network = all.find((n) => n.caipNetworkId === caipNetworkId);
  if (!network) throw new ValidationError('Network not found', { details: `${caipNetworkId} is not one of the kit's networks` });
  return network;
}

function assertSendable(network: CaipNetwork): void {
  if (!SEND_NAMESPACES.includes(network.chainNamespace)) throw new KitError('Unsupported chain namespace', { details: `${network.chainNamespace} cannot send (SPEC §9: eip155 and solana)` });
}

/** The asset's own address, checked for the network's namespace ('native' gives undefined). */
function assetAddress(ctx: Ctx, network: CaipNetwork, asset: unknown): string | undefined {
  if (asset === 'native') return undefined;
  const evm = network.chainNamespace === 'eip155';
  if (typeof asset !== 'string' || (evm && !asset.startsWith('0x')) || !isAddress(ctx.kit, network, asset)) {
    throw new ValidationError('Invalid token', { details: `expected 'native' or a token address of ${network.caipNetworkId}` });
  }
  return asset;
}

const uint = (raw: unknown, what: string): bigint => {
  if (typeof raw === 'string' && /^0x[0-9a-f]{1,64}$/i.test(raw)) return BigInt(raw);
  throw new KitError('Invalid RPC reply', { details: what });
};

async function call<T>(ctx: Ctx, network: CaipNetwork, method: string, params: unknown[]): Promise<T> {
  return withTimeout(ctx.rpc(network).request<T>({ method, params }), API_TIMEOUT_MS);
}

/** An ERC-20's `decimals()`, read from the chain. */
async function erc20Decimals(ctx: Ctx, network: CaipNetwork, token: string): Promise<number> {
  const value = uint(await call<unknown>(ctx, network, 'eth_call', [{ to: token, data: DECIMALS_CALL }, 'latest']), `decimals() of ${token} on ${network.caipNetworkId}`);
  if (value > 255n) throw new ValidationError('Invalid token', { details: `${token} did not answer decimals() on ${network.caipNetworkId}` });
  return Number(value);
}

/** Base64 to bytes (the RPC's account data), in browsers and Node alike. */
function fromBase64(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** An SPL mint's decimals, read from its account (byte 44 of the mint layout). */
async function mintDecimals(ctx: Ctx, network: CaipNetwork, mint: string): Promise<number> {
  const reply = await call<{ value?: { data?: unknown } | null } | null>(ctx, network, 'getAccountInfo', [mint, { encoding: 'base64', commitment: 'confirmed' }]);
  const data = Array.isArray(reply?.value?.data) ? fromBase64(reply.value.data[0]) : undefined;
  if (!data || data.length < 82 || data[45] !== 1) throw new ValidationError('Invalid token', { details: `${mint} is not an SPL token mint on ${network.caipNetworkId}` });
  return data[44]!;
}

/** The connected account of the network's namespace, on exactly that network (the chain plugins send from it). */
function assertSender(state: KitState, network: CaipNetwork): void {
  const chain = state.chains[network.chainNamespace];
  const address = chain?.account.address;
  if (chain?.account.status !== 'connected' || !address) throw new KitError('No ActiveCaipAddress found', { details: `connect a ${network.chainNamespace} wallet first` });
  const current = chain.network.caipNetwork?.caipNetworkId;
  if (current !== network.caipNetworkId) throw new ValidationError('Invalid chainId', { details: `the ${network.chainNamespace} wallet is on ${current ?? 'no network'}, not ${network.caipNetworkId}: switch first` });
}

/** The transaction id a wallet answered: the EVM hash, or the Solana signature. */
const idOf = (result: unknown): string | undefined => {
  if (typeof result === 'string') return result;
  const signature = (result as { signature?: unknown } | null | undefined)?.signature;
  return typeof signature === 'string' ? signature : undefined;
};

/** Whether a queued request is the transfer asked for (an EVM transaction names its receiver or token as `to`). */
function isOurs(info: PendingRequestInfo, network: CaipNetwork, receiver: string, token: string | undefined): boolean {
  if (info.namespace !== network.chainNamespace || info.method !== SEND_METHODS[network.chainNamespace]) return false;
  if (network.chainNamespace !== 'eip155') return true;
  const to = (Array.isArray(info.params) ? (info.params[0] as { to?: unknown } | undefined)?.to : undefined) ?? undefined;
  if (typeof to !== 'string') return true;
  return [receiver, token].some((a) => typeof a === 'string' && a.toLowerCase() === to.toLowerCase());
}

/**
 * Sends `amount` of an asset (the native currency, or a token by its address) to `receiver` on a
 * network the wallet is on now, through the chain plugin (one confirmation: in the wallet, or in the kit's approval view), and resolves
 * once the network confirmed it, with the network it ran on. Nothing of the Send form changes.
 * `decimals`, when given, must be the asset's (read from the chain for an ERC-20 or an SPL token):
 * an amount is never sent in units the caller did not mean. `onSubmitted` hears the hash (or
 * signature) as soon as the wallet answered, before confirmation; `signal` withdraws the request
 * while it still waits for the visitor's approval (once the wallet has it, it runs to its end).
 * @throws {ValidationError} 'Invalid amount', 'Invalid receiver address', 'Invalid token', 'Invalid chainId', 'Network not found'.
 * @throws {UserRejectedError} the visitor declined. @throws {AbortedError} `signal` fired first.
 *
 * @example
 * const { id } = await transferAsset(ctx, { caipNetworkId: 'eip155:1', asset: usdc, amount: '2', receiver, decimals: 6 })
 */
export async function transferAsset(ctx: Ctx, params: TransferParameters, options: TransferOptions = {}): Promise<SendResult & { network: CaipNetwork }> {
  if (!params || typeof params !== 'object') throw new ValidationError('An amount and receiver address are required');
  const { token: row, amount, receiver } = params;
  const network = networkOf(ctx.kit.getState(), params.caipNetworkId ?? row?.chainId);
  assertSendable(network);
  if (typeof amount !== 'string' || !amount.trim() || typeof receiver !== 'string' || !receiver.trim()) throw new ValidationError('An amount and receiver address are required');
  if ((network.chainNamespace === 'eip155' && !receiver.startsWith('0x')) || !isAddress(ctx.kit, network, receiver)) {
    throw new ValidationError('Invalid receiver address', { details: `not an address of ${network.caipNetworkId}` });
  }
  const contract = row ? (row.address === undefined ? undefined : tokenAddressOf(row)) : assetAddress(ctx, network, params.asset);
  if (row && row.address !== undefined && !contract) throw new ValidationError('Invalid token', { details: `${row.symbol} has no address` });
  const given = params.decimals ?? (row ? Number(row.quantity.decimals) : undefined);
  if (given !== undefined && (!Number.isInteger(given) || given < 0 || given > 255)) throw new ValidationError('Invalid input', { details: 'decimals must be an integer from 0 to 255' });
  // The asset's own decimals: the amount is read in them, and a caller who meant others is refused.
  const decimals = !contract ? network.nativeCurrency.decimals : network.chainNamespace === 'eip155' ? await erc20Decimals(ctx, network, contract) : await mintDecimals(ctx, network, contract);
  if (given !== undefined && given !== decimals) throw new ValidationError('Invalid token', { details: `the asset has ${decimals} decimals, not ${given}` });
  const units = parseUnits(amount, decimals);
  if (units === undefined || units === 0n) throw new ValidationError('Invalid amount', { details: `a positive amount with at most ${decimals} decimals` });
  assertSender(ctx.kit.getState(), network);

  const signal = options.signal;
  if (signal?.aborted) throw new AbortedError();
  const token: TokenBalance = {
    name: row?.name ?? network.nativeCurrency.name,
    symbol: row?.symbol ?? (contract ? 'TOKEN' : network.nativeCurrency.symbol),
    chainId: network.caipNetworkId,
    ...(contract ? { address: `${network.caipNetworkId}:${contract}` } : {}),
    price: 0,
    value: 0,
    quantity: { decimals: String(decimals), numeric: '0' },
  };
  let requestId: string | undefined;
  let submitted = false;
  const withdraw = () => {
    // A request the wallet already has cannot be taken back; one still waiting for approval can.
    if (requestId && !submitted) ctx.kit.requests.reject(requestId);
  };
  const offQueued = ctx.bus.on('requestQueued', (info: PendingRequestInfo) => {
    if (requestId || !isOurs(info, network, receiver, contract)) return;
    requestId = info.id;
    if (signal?.aborted) withdraw();
  });
  const offSettled = ctx.bus.on('requestSettled', (e: { id: string; ok: boolean; result?: unknown }) => {
    if (e.id !== requestId || !e.ok) return;
    const id = idOf(e.result);
    submitted = true;
    if (id) options.onSubmitted?.(id);
  });
  signal?.addEventListener('abort', withdraw);
  try {
    const { id } = await transfer(ctx.kit, { token, amount: amount.trim(), to: receiver, network });
    return { id, network };
  } catch (error) {
    // Withdrawn by the caller (the request was refused at the gate for it): say so, not "rejected".
    if (signal?.aborted && !submitted) throw new AbortedError(undefined, { cause: error });
    throw error;
  } finally {
    offQueued();
    offSettled();
    signal?.removeEventListener('abort', withdraw);
  }
}

interface ParsedTokenAccount {
  account?: { data?: { parsed?: { info?: { tokenAmount?: { amount?: unknown; decimals?: unknown } } } } };
}

/**
 * What an account holds of one asset on one network, read live through the kit's RPC (not the
 * balance API, so testnets and local chains answer too): EVM `eth_getBalance` or the ERC-20's
 * `balanceOf` and `decimals`; Solana `getBalance` or the owner's token accounts of the mint.
 * The connected account of the network's namespace when no address is given.
 * @throws {ValidationError} an unknown network, a malformed asset or address. @throws {KitError} an RPC failure.
 *
 * @example
 * await assetBalance(ctx, { caipNetworkId: 'eip155:1', asset: usdc }) // { numeric: '1234.5', decimals: 6 }
 */
export async function assetBalance(ctx: Ctx, params: AssetBalanceParameters): Promise<AssetBalance> {
  const state = ctx.kit.getState();
  const network = networkOf(state, params?.caipNetworkId);
  assertSendable(network);
  const contract = assetAddress(ctx, network, params.asset);
  const address = params.address ?? state.chains[network.chainNamespace]?.account.address;
  if (!address || !isAddress(ctx.kit, network, address)) throw new ValidationError('Invalid address', { details: `no account of ${network.chainNamespace} to read` });
  if (network.chainNamespace === 'eip155') {
    if (!contract) {
      const decimals = network.nativeCurrency.decimals;
      return { numeric: formatUnits(uint(await call<unknown>(ctx, network, 'eth_getBalance', [address, 'latest']), 'eth_getBalance'), decimals), decimals };
    }
    const data = `${BALANCE_OF}${address.slice(2).toLowerCase().padStart(64, '0')}`;
    const [raw, decimals] = await Promise.all([call<unknown>(ctx, network, 'eth_call', [{ to: contract, data }, 'latest']), erc20Decimals(ctx, network, contract)]);
    return { numeric: formatUnits(uint(raw, `balanceOf of ${contract}`), decimals), decimals };
  }
  if (!contract) {
    const reply = await call<{ value?: unknown } | null>(ctx, network, 'getBalance', [address, { commitment: 'confirmed' }]);
    const lamports = reply?.value;
    if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) throw new KitError('Invalid RPC reply', { details: 'getBalance' });
    return { numeric: formatUnits(BigInt(lamports), network.nativeCurrency.decimals), decimals: network.nativeCurrency.decimals };
  }
  const reply = await call<{ value?: unknown } | null>(ctx, network, 'getTokenAccountsByOwner', [address, { mint: contract }, { encoding: 'jsonParsed', commitment: 'confirmed' }]);
  const accounts = Array.isArray(reply?.value) ? (reply.value as ParsedTokenAccount[]) : [];
  let total = 0n;
  let decimals: number | undefined;
  for (const a of accounts) {
    const amount = a?.account?.data?.parsed?.info?.tokenAmount;
    if (typeof amount?.amount !== 'string' || !/^\d{1,30}$/.test(amount.amount) || typeof amount.decimals !== 'number') continue;
    total += BigInt(amount.amount);
    decimals = amount.decimals;
  }
  decimals ??= await mintDecimals(ctx, network, contract);
  return { numeric: formatUnits(total, decimals), decimals };
}

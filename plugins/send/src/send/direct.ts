// A transfer a dapp (or another plugin, such as pay) asks for directly: an asset of a network, an
// amount and a receiver, sent through the namespace's asset capability without the visitor's Send
// form. Also the account's live balance of one asset. A lazy chunk (loaded by flow.ts).
import { internals, AbortedError, KitError, ValidationError, isAddress, type BoundAssets, type CaipNetwork, type KitState, type PendingRequestInfo, type PluginContext, type TokenBalance } from '@latchkey/kernel';
import { formatUnits, parseUnits } from '@latchkey/kernel/units';
import { tokenAddressOf } from '../balances/tokens';
import { canSend, hasBalances } from '../capability';
import type { AssetBalance, AssetBalanceParameters, SendResult, TransferOptions, TransferParameters } from '../types';
import { transfer } from './transfer';

type Ctx = Pick<PluginContext, 'kit' | 'bus'>;

/** A token's own id on its network as a dapp gives it: no spaces or control characters, of sane length. */
const TOKEN_ID = /^[^\s\p{C}]{1,256}$/u;

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

/** The namespace's asset capability, when it can do what is asked (send, or read balances). */
function assetsFor(ctx: Ctx, network: CaipNetwork, what: 'send' | 'read'): BoundAssets {
  const ns = network.chainNamespace;
  const assets = (what === 'send' ? canSend(ctx.kit, ns) : hasBalances(ctx.kit, ns)) ? ctx.kit.assets(ns) : undefined;
  if (!assets) throw new KitError('Unsupported chain namespace', { details: `no chain plugin of ${ns} offers ${what === 'send' ? 'transfers' : 'balances'}` });
  return assets;
}

/** The asset's own id as given ('native' gives undefined); whether it is a token of the network, the chain says. */
function assetAddress(network: CaipNetwork, asset: unknown): string | undefined {
  if (asset === 'native') return undefined;
  if (typeof asset !== 'string' || !TOKEN_ID.test(asset)) throw new ValidationError('Invalid token', { details: `expected 'native' or a token address of ${network.caipNetworkId}` });
  return asset;
}

/** A token's decimals as its chain has them (through the capability's `token`). */
async function tokenDecimals(assets: BoundAssets, network: CaipNetwork, token: string): Promise<number> {
  if (!assets.token) throw new ValidationError('Invalid token', { details: `${network.chainNamespace} cannot read a token's decimals` });
  const { decimals } = await assets.token({ network, address: token });
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new ValidationError('Invalid token', { details: `${token} has no readable decimals on ${network.caipNetworkId}` });
  return decimals;
}

/** The connected account of the network's namespace, on exactly that network (the chain plugins send from it). */
function assertSender(state: KitState, network: CaipNetwork): string {
  const chain = state.chains[network.chainNamespace];
  const address = chain?.account.address;
  if (chain?.account.status !== 'connected' || !address) throw new KitError('No ActiveCaipAddress found', { details: `connect a ${network.chainNamespace} wallet first` });
  const current = chain.network.caipNetwork?.caipNetworkId;
  if (current !== network.caipNetworkId) throw new ValidationError('Invalid chainId', { details: `the ${network.chainNamespace} wallet is on ${current ?? 'no network'}, not ${network.caipNetworkId}: switch first` });
  return address;
}

/** The transaction id a wallet answered: a string, or the `signature` / `hash` / `digest` of an object. */
const idOf = (result: unknown): string | undefined => {
  if (typeof result === 'string') return result;
  const r = result as { signature?: unknown; hash?: unknown; digest?: unknown } | null | undefined;
  return [r?.signature, r?.hash, r?.digest].find((v): v is string => typeof v === 'string');
};

/**
 * Whether a queued request is the transfer asked for: one in the network's namespace, and, when
 * its first parameter names a `to`, one whose `to` is the receiver or the token (case aside).
 */
function isOurs(info: PendingRequestInfo, network: CaipNetwork, receiver: string, token: string | undefined): boolean {
  if (info.namespace !== network.chainNamespace) return false;
  const first = Array.isArray(info.params) ? (info.params[0] as { to?: unknown } | undefined) : undefined;
  const to = first && typeof first === 'object' ? first.to : undefined;
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
  const assets = assetsFor(ctx, network, 'send');
  if (typeof amount !== 'string' || !amount.trim() || typeof receiver !== 'string' || !receiver.trim()) throw new ValidationError('An amount and receiver address are required');
  if (!isAddress(ctx.kit, network, receiver)) throw new ValidationError('Invalid receiver address', { details: `not an address of ${network.caipNetworkId}` });
  const contract = row ? (row.address === undefined ? undefined : tokenAddressOf(row)) : assetAddress(network, params.asset);
  if (row && row.address !== undefined && !contract) throw new ValidationError('Invalid token', { details: `${row.symbol} has no address` });
  const given = params.decimals ?? (row ? Number(row.quantity.decimals) : undefined);
  if (given !== undefined && (!Number.isInteger(given) || given < 0 || given > 255)) throw new ValidationError('Invalid input', { details: 'decimals must be an integer from 0 to 255' });
  // The asset's own decimals: the amount is read in them, and a caller who meant others is refused.
  const decimals = contract ? await tokenDecimals(assets, network, contract) : network.nativeCurrency.decimals;
  if (given !== undefined && given !== decimals) throw new ValidationError('Invalid token', { details: `the asset has ${decimals} decimals, not ${given}` });
  const units = parseUnits(amount, decimals);
  if (units === undefined || units === 0n) throw new ValidationError('Invalid amount', { details: `a positive amount with at most ${decimals} decimals` });
  const from = assertSender(ctx.kit.getState(), network);

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
  let heard = false;
  const withdraw = () => {
    // A request the wallet already has cannot be taken back; one still waiting for approval can.
    if (requestId && !submitted) internals(ctx.kit).requests.reject(requestId);
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
    if (id) {
      heard = true;
      options.onSubmitted?.(id);
    }
  });
  signal?.addEventListener('abort', withdraw);
  try {
    const { id } = await transfer(ctx.kit, { token, amount: amount.trim(), from, to: receiver, network });
    // A wallet whose answer names no id the kit can read: the caller still hears it, once known.
    if (!heard) options.onSubmitted?.(id);
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

/**
 * What an account holds of one asset on one network, read live through the namespace's asset
 * capability (`balances`: the chain's RPC, not the balance API, so testnets and local chains
 * answer too). The connected account of the network's namespace when no address is given.
 * @throws {ValidationError} an unknown network, a malformed asset or address. @throws {KitError} an RPC failure.
 *
 * @example
 * await assetBalance(ctx, { caipNetworkId: 'eip155:1', asset: usdc }) // { numeric: '1234.5', decimals: 6 }
 */
export async function assetBalance(ctx: Ctx, params: AssetBalanceParameters): Promise<AssetBalance> {
  const state = ctx.kit.getState();
  const network = networkOf(state, params?.caipNetworkId);
  const assets = assetsFor(ctx, network, 'read');
  const contract = assetAddress(network, params.asset);
  const address = params.address ?? state.chains[network.chainNamespace]?.account.address;
  if (!address || !isAddress(ctx.kit, network, address)) throw new ValidationError('Invalid address', { details: `no account of ${network.chainNamespace} to read` });
  const amounts = await assets.balances({ address, network, ...(contract ? { tokens: [contract] } : {}) });
  const found = contract ? (amounts.find((a) => a.token === contract) ?? amounts.find((a) => a.token !== undefined)) : amounts.find((a) => a.token === undefined);
  if (!found || typeof found.amount !== 'bigint' || !Number.isInteger(found.decimals)) throw new KitError('Invalid RPC reply', { details: `no balance of ${contract ?? 'the native currency'} on ${network.caipNetworkId}` });
  return { numeric: formatUnits(found.amount, found.decimals), decimals: found.decimals };
}

// The native balance through the network's RPC (a lazy chunk: it hashes with @polkadot/util-crypto,
// which the connector loads anyway). No @polkadot/api: one storage read, decoded by hand.
import { NetworkError, withTimeout, type AssetAmount, type CaipNetwork, type NamespaceTools } from '@latchkey/kernel';
import { CacheTtl, createTtlCache } from '@latchkey/kernel/cache';
import { getPolkadotAddressError } from '../address';
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto';
import { floorDecimals, formatUnits } from '../amount';
import { toHex } from '../encoding';
import { isLocalNetwork } from '../networks';
import { freeBalanceOf } from './accountInfo';

/** SPEC §9: RPC calls give up after 10 s. */
export const RPC_TIMEOUT_MS = 10_000;
/** How long a network's RPC, once seen to serve the right chain, is not asked again. */
const GENESIS_CHECK_TTL_MS = 24 * 60 * 60_000;
// Base units as a decimal string (the display floor is applied when shown).
const BALANCE_CACHE = 'balance_units';
const GENESIS_CACHE = 'genesis_checked';

const isUnits = (v: unknown): v is string => typeof v === 'string' && /^\d{1,40}$/.test(v);
const isTrue = (v: unknown): v is true => v === true;

/**
 * The System.Account storage key of an account: twox128("System") ++ twox128("Account") ++
 * blake2_128(accountId) ++ accountId (the map's Blake2_128Concat hasher).
 *
 * @example
 * systemAccountStorageKey('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'); // '0x26aa394e…a56da27d'
 */
export function systemAccountStorageKey(address: string): `0x${string}` {
  const id = decodeAddress(address);
  const key = new Uint8Array(32 + 16 + 32);
  key.set(xxhashAsU8a('System', 128), 0);
  key.set(xxhashAsU8a('Account', 128), 16);
  key.set(blake2AsU8a(id, 128), 32);
  key.set(id, 48);
  return toHex(key);
}

/** Asks the RPC for block 0 once a day: a balance read from the RPC of another chain would be wrong. */
async function checkGenesis(network: CaipNetwork, tools: NamespaceTools): Promise<void> {
  const checked = createTtlCache(tools.storage, GENESIS_CACHE, GENESIS_CHECK_TTL_MS, isTrue);
  if (checked.get(network.caipNetworkId)) return;
  const genesis = await withTimeout(tools.rpc(network).request<unknown>({ method: 'chain_getBlockHash', params: [0] }), RPC_TIMEOUT_MS, { signal: tools.signal });
  const reference = network.caipNetworkId.split(':')[1]!;
  if (typeof genesis !== 'string' || !genesis.toLowerCase().startsWith(`0x${reference}`)) {
    throw new NetworkError('The RPC serves another chain', { details: `${network.caipNetworkId}: block 0 is ${String(genesis).slice(0, 80)}` });
  }
  checked.set(network.caipNetworkId, true);
}

/**
 * The free balance of an account in base units (System.Account `data.free`, read with
 * `state_getStorage` through the kit's RPC), cached 30 s. Undefined where balances are not shown:
 * networks the dapp did not configure, and testnets unless the RPC is local. The RPC's chain is
 * checked once (block 0 must be the network's).
 *
 * @example
 * await readPolkadotFree({ address, network: polkadotMainnet }, tools); // 12345000000n
 */
export async function readPolkadotFree(request: { address: string; network: CaipNetwork }, tools: NamespaceTools): Promise<bigint | undefined> {
  const { address, network } = request;
  if (network.chainNamespace !== 'polkadot' || getPolkadotAddressError(address) !== undefined) return undefined;
  if (!tools.networks().some((n) => n.caipNetworkId === network.caipNetworkId)) return undefined;
  if (network.testnet === true && !isLocalNetwork(network)) return undefined;
  const cache = createTtlCache(tools.storage, BALANCE_CACHE, CacheTtl.nativeBalance, isUnits);
  // Keyed by account id: the same account shows one balance whatever its address prefix.
  const key = `${network.caipNetworkId}:${toHex(decodeAddress(address))}`;
  const cached = cache.get(key);
  if (cached !== undefined) return BigInt(cached);
  await checkGenesis(network, tools);
  const storage = await withTimeout(tools.rpc(network).request<unknown>({ method: 'state_getStorage', params: [systemAccountStorageKey(address)] }), RPC_TIMEOUT_MS, { signal: tools.signal });
  const free = freeBalanceOf(storage);
  if (free === undefined) return undefined;
  cache.set(key, free.toString());
  return free;
}

/**
 * The free balance in the network's currency floored to 3 decimals (SPEC §9), from
 * {@link readPolkadotFree}.
 *
 * @example
 * await readPolkadotBalance({ address, network: polkadotMainnet }, tools); // { balance: '1.234', symbol: 'DOT' }
 */
export async function readPolkadotBalance(request: { address: string; network: CaipNetwork }, tools: NamespaceTools): Promise<{ balance: string; symbol: string } | undefined> {
  const free = await readPolkadotFree(request, tools);
  if (free === undefined) return undefined;
  return { balance: floorDecimals(formatUnits(free, request.network.nativeCurrency.decimals)), symbol: request.network.nativeCurrency.symbol };
}

/**
 * The asset capability's balances: the native coin's free balance (nothing where balances are
 * not shown). Polkadot offers no token balances and no transfer here.
 */
export async function polkadotBalances(request: { address: string; network: CaipNetwork }, tools: NamespaceTools): Promise<AssetAmount[]> {
  const free = await readPolkadotFree(request, tools);
  const { symbol, name, decimals } = request.network.nativeCurrency;
  return free === undefined ? [] : [{ symbol, name, decimals, amount: free }];
}

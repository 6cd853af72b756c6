// Checks installWallets' options in Node, before anything reaches a page: a mistake there would
// otherwise surface as an error inside an init script, far from the test line that made it.
import { WALLET_NAMESPACES, type InstallWalletsOptions, type WalletNamespace } from './types';

const KINDS: Partial<Record<WalletNamespace, readonly string[]>> = {
  evm: ['dev', 'second', 'legacy'],
  solana: ['dev', 'second'],
  cosmos: ['keplr', 'leap'],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(namespace: string, message: string): never {
  throw new TypeError(`installWallets: ${namespace}: ${message}`);
}

function checkList(namespace: string, field: string, value: unknown, ok: (entry: unknown) => boolean, expected: string): void {
  if (value === undefined) return;
  if (!Array.isArray(value) || value.length === 0 || !value.every(ok)) fail(namespace, `${field} must be a non-empty list of ${expected}`);
}

const isHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function checkConfig(namespace: WalletNamespace, config: Record<string, unknown>): void {
  const kinds = KINDS[namespace];
  if (kinds) checkList(namespace, 'wallets', config.wallets, (kind) => typeof kind === 'string' && kinds.includes(kind), kinds.map((k) => `'${k}'`).join(' | '));
  if (namespace === 'evm') {
    checkList(namespace, 'chains', config.chains, (chain) => isRecord(chain) && Number.isSafeInteger(chain.chainId) && (chain.chainId as number) > 0 && isHttpUrl(chain.rpcUrl), '{ chainId: positive integer, rpcUrl: http(s) URL }');
    for (const field of ['privateKeys', 'secondPrivateKeys']) checkList(namespace, field, config[field], (key) => typeof key === 'string' && /^0x[0-9a-fA-F]{64}$/.test(key), '32-byte 0x-hex private keys');
  }
  if (namespace === 'solana') {
    if (config.rpcUrl !== undefined && !isHttpUrl(config.rpcUrl)) fail(namespace, 'rpcUrl must be an http(s) URL');
    for (const field of ['seeds', 'secondSeeds']) checkList(namespace, field, config[field], (seed) => typeof seed === 'string' && /^[0-9a-fA-F]{64}$/.test(seed), '32-byte hex seeds');
  }
  if (namespace === 'cosmos') checkList(namespace, 'seeds', config.seeds, (seed) => typeof seed === 'string' && /^[0-9a-fA-F]{64}$/.test(seed), '32-byte hex private keys');
}

/**
 * The namespaces to install with their configs (`true` → defaults), in a fixed order; throws a
 * TypeError naming the namespace and field on a mistake.
 *
 * @example
 * ```ts
 * wantedNamespaces({ evm: true, solana: { rpcUrl } }); // [['evm', {}], ['solana', { rpcUrl }]]
 * ```
 */
export function wantedNamespaces(options: InstallWalletsOptions): Array<[WalletNamespace, Record<string, unknown>]> {
  if (!isRecord(options)) throw new TypeError('installWallets: options must be an object such as { evm: true }');
  for (const key of Object.keys(options)) {
    if (!(WALLET_NAMESPACES as readonly string[]).includes(key)) throw new TypeError(`installWallets: unknown namespace "${key}" (expected ${WALLET_NAMESPACES.join(', ')})`);
  }
  const wanted: Array<[WalletNamespace, Record<string, unknown>]> = [];
  for (const namespace of WALLET_NAMESPACES) {
    const value: unknown = options[namespace];
    if (value === undefined || value === false) continue;
    if (value !== true && !isRecord(value)) fail(namespace, 'expected true or a config object');
    const config = value === true ? {} : value;
    checkConfig(namespace, config);
    // The config crosses into the page as JSON: what JSON drops would silently be missing there.
    const json = JSON.parse(JSON.stringify(config)) as Record<string, unknown>;
    wanted.push([namespace, json]);
  }
  if (wanted.length === 0) throw new TypeError(`installWallets: name at least one namespace (${WALLET_NAMESPACES.join(', ')})`);
  return wanted;
}

import { rpcError } from '../errors';
import { parseChainIdParam, toHexChainId } from '../hex';
import type { WalletChain } from '../types';
import type { MethodTable } from './types';

interface AddChainParam {
  chainId?: unknown;
  chainName?: unknown;
  rpcUrls?: unknown;
  nativeCurrency?: unknown;
  blockExplorerUrls?: unknown;
  iconUrls?: unknown;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * EIP-3085 wants https URLs only; plain http is allowed for loopback hosts because the local
 * chains are http://127.0.0.1 (MetaMask makes the same exception for localhost).
 */
function checkUrl(value: unknown, field: string, allowData = false): string {
  if (typeof value !== 'string') throw rpcError('invalidParams', `${field} must contain URL strings`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw rpcError('invalidParams', `${field} contains an invalid URL: ${value}`);
  }
  const ok = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) || (allowData && url.protocol === 'data:');
  if (!ok) throw rpcError('invalidParams', `${field} URL scheme not allowed: ${value}`);
  return value;
}

function checkUrlList(value: unknown, field: string, options: { required: boolean; allowData?: boolean }): string[] | undefined {
  if (value === undefined && !options.required) return undefined;
  if (!Array.isArray(value) || (options.required && value.length === 0)) throw rpcError('invalidParams', `${field} must be a non-empty array of URLs`);
  return value.map((entry) => checkUrl(entry, field, options.allowData));
}

function checkNativeCurrency(value: unknown): WalletChain['nativeCurrency'] {
  const currency = value as { name?: unknown; symbol?: unknown; decimals?: unknown } | undefined;
  const valid =
    typeof currency === 'object' &&
    currency !== null &&
    typeof currency.name === 'string' &&
    currency.name.length > 0 &&
    typeof currency.symbol === 'string' &&
    currency.symbol.length > 0 &&
    typeof currency.decimals === 'number' &&
    Number.isInteger(currency.decimals) &&
    currency.decimals >= 0;
  if (!valid) throw rpcError('invalidParams', 'nativeCurrency must have name, symbol and non-negative integer decimals');
  return { name: currency.name as string, symbol: currency.symbol as string, decimals: currency.decimals as number };
}

/** Validates a wallet_addEthereumChain parameter; this wallet requires every field it uses. */
export function parseAddChainParam(raw: unknown): WalletChain {
  if (typeof raw !== 'object' || raw === null) throw rpcError('invalidParams', 'wallet_addEthereumChain expects [AddEthereumChainParameter]');
  const param = raw as AddChainParam;
  const chainId = parseChainIdParam(param.chainId);
  if (typeof param.chainName !== 'string' || param.chainName.trim() === '') throw rpcError('invalidParams', 'chainName must be a non-empty string');
  const rpcUrls = checkUrlList(param.rpcUrls, 'rpcUrls', { required: true })!;
  const nativeCurrency = checkNativeCurrency(param.nativeCurrency);
  const blockExplorerUrls = checkUrlList(param.blockExplorerUrls, 'blockExplorerUrls', { required: false });
  checkUrlList(param.iconUrls, 'iconUrls', { required: false, allowData: true });
  return { chainId, rpcUrl: rpcUrls[0]!, name: param.chainName, nativeCurrency, ...(blockExplorerUrls ? { blockExplorerUrls } : {}) };
}

async function verifyRpcChainId(chain: WalletChain): Promise<void> {
  let answer: unknown;
  try {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    answer = ((await response.json()) as { result?: unknown }).result;
  } catch {
    throw rpcError('invalidParams', `rpcUrls[0] ${chain.rpcUrl} did not answer eth_chainId`);
  }
  if (typeof answer !== 'string' || Number(answer) !== chain.chainId) {
    throw rpcError('invalidParams', `rpcUrls[0] reports chain ${String(answer)}, not ${toHexChainId(chain.chainId)}`);
  }
}

/** Chain selection: eth_chainId, EIP-3326 switch and EIP-3085 add. */
export const chainMethods: MethodTable = {
  async eth_chainId(ctx) {
    return toHexChainId(ctx.state.chainId);
  },
  async net_version(ctx) {
    return String(ctx.state.chainId);
  },
  async wallet_switchEthereumChain(ctx, params) {
    const chainId = parseChainIdParam((params[0] as { chainId?: unknown } | undefined)?.chainId);
    if (!ctx.state.chains.has(chainId)) throw rpcError('unrecognizedChain');
    ctx.selectChain(chainId);
    return null;
  },
  async wallet_addEthereumChain(ctx, params) {
    const chain = parseAddChainParam(params[0]);
    // Re-adding a known chain succeeds without duplicating it or replacing its RPC.
    if (ctx.state.chains.has(chain.chainId)) return null;
    if (ctx.verifyAddedChains) await verifyRpcChainId(chain);
    ctx.state.chains.set(chain.chainId, chain);
    // Adding does not switch (EIP-3085).
    return null;
  },
};

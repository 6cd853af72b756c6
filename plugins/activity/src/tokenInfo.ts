import { withTimeout, type JsonRpcClient } from '@latchkey/kernel';
import { encodeDecimals, encodeSymbol } from '@latchkey/eip155/calls';
import { API_TIMEOUT_MS } from './constants';
import { cleanText } from './history/normalize';

/** An ABI-encoded `string` return, or a `bytes32` one (older tokens), as text. */
export function decodeSymbol(hex: unknown): string | undefined {
  if (typeof hex !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(hex)) return undefined;
  const bytes = Uint8Array.from((hex.slice(2).match(/../g) ?? []).map((b) => Number.parseInt(b, 16)));
  let raw: Uint8Array;
  if (bytes.length === 32) {
    const end = bytes.indexOf(0);
    raw = bytes.slice(0, end === -1 ? 32 : end);
  } else {
    if (bytes.length < 64) return undefined;
    const offset = Number(BigInt(`0x${hex.slice(2, 66)}`));
    if (offset + 32 > bytes.length) return undefined;
    const length = Number(BigInt(`0x${hex.slice(2 + offset * 2, 2 + offset * 2 + 64)}`));
    if (length > 64 || offset + 32 + length > bytes.length) return undefined;
    raw = bytes.slice(offset + 32, offset + 32 + length);
  }
  return cleanText(new TextDecoder('utf-8', { fatal: false }).decode(raw), 16);
}

/**
 * An ERC-20's symbol and decimals, read through the kit's RPC (each call within 10 s); undefined
 * when the contract does not answer them.
 *
 * @example
 * await readTokenInfo(ctx.rpc(network), '0xA0b8…eB48'); // { symbol: 'USDC', decimals: 6 }
 */
export async function readTokenInfo(rpc: JsonRpcClient, token: string): Promise<{ symbol: string; decimals: number } | undefined> {
  const call = (data: string) => withTimeout(rpc.request<unknown>({ method: 'eth_call', params: [{ to: token, data }, 'latest'] }), API_TIMEOUT_MS);
  const [symbolHex, decimalsHex] = await Promise.all([call(encodeSymbol()), call(encodeDecimals())]);
  const symbol = decodeSymbol(symbolHex);
  if (!symbol || typeof decimalsHex !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(decimalsHex)) return undefined;
  const decimals = BigInt(decimalsHex);
  return decimals <= 36n ? { symbol, decimals: Number(decimals) } : undefined;
}

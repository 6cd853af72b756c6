import { ConnectorError, ValidationError, type AssetAmount, type CaipNetwork, type NamespaceAssets, type NamespaceTools } from '@latchkey/kernel';
import { getSuiAddressError, normalizeSuiAddress } from './address';
import { SIGN_AND_EXECUTE } from './methods';
import { SUI_COIN_TYPE, SUI_DECIMALS } from './networks';
import { readCoinBalance, readCoinMetadata, readGasPrice } from './read';

/** Gas units a SUI transfer's computation is budgeted (a transfer uses about 1,000). */
export const TRANSFER_COMPUTATION_UNITS = 2_000n;
/** MIST set aside for a transfer's storage (the new coin object; most of it is rebated). */
export const TRANSFER_STORAGE_MIST = 2_000_000n;

/** A Move coin type: `0x<address>::<module>::<Name>`, with type arguments when generic. */
const COIN_TYPE = /^0x[0-9a-fA-F]{1,64}::[A-Za-z_][A-Za-z0-9_]*::[A-Za-z_][A-Za-z0-9_]*(<[A-Za-z0-9_:<>, ]{1,400}>)?$/;
/** A transaction digest: base58 of 32 bytes. */
const DIGEST = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * The gas budget of a SUI transfer at `gasPrice`: the computation of a transfer and its storage.
 * What Max keeps back and what the transfer lets the wallet spend on gas, at most.
 *
 * @example
 * transferGasBudget(1000n); // 4_000_000n MIST (0.004 SUI)
 */
export const transferGasBudget = (gasPrice: bigint): bigint => gasPrice * TRANSFER_COMPUTATION_UNITS + TRANSFER_STORAGE_MIST;

const symbolOfType = (coinType: string) => (coinType.split('<')[0]!.split('::').at(-1) ?? '').slice(0, 11);

async function balances(request: { address: string; network: CaipNetwork; tokens?: readonly string[] }, tools: NamespaceTools): Promise<AssetAmount[]> {
  const owner = normalizeSuiAddress(request.address);
  if (!owner) throw new ValidationError('Invalid address', { details: getSuiAddressError(request.address) });
  const tokens = [...new Set((request.tokens ?? []).filter((t) => t !== SUI_COIN_TYPE))];
  const bad = tokens.find((t) => !COIN_TYPE.test(t));
  if (bad !== undefined) throw new ValidationError('Invalid input', { details: `not a Sui coin type: ${bad.slice(0, 120)}` });
  const native: Promise<AssetAmount> = readCoinBalance(tools, request.network, owner, SUI_COIN_TYPE).then((amount) => ({ symbol: 'SUI', name: 'Sui', decimals: SUI_DECIMALS, amount }));
  const others = tokens.map(async (coinType): Promise<AssetAmount> => {
    const [amount, meta] = await Promise.all([readCoinBalance(tools, request.network, owner, coinType), readCoinMetadata(tools, request.network, coinType)]);
    // A coin type without metadata is shown by its type's name, in base units.
    return { token: coinType, symbol: meta?.symbol ?? symbolOfType(coinType), decimals: meta?.decimals ?? 0, amount, ...(meta?.name ? { name: meta.name } : {}) };
  });
  return Promise.all([native, ...others]);
}

/**
 * The asset capability of the sui namespace: SUI and coin balances (`suix_getBalance`, decimals
 * from `suix_getCoinMetadata`), Max (the balance less a transfer's gas budget), SUI transfers
 * built with `@mysten/sui` (loaded when one is sent) and executed by the connected wallet through
 * the kit's request gate, and Suiscan links.
 *
 * @example
 * await suiAssets.balances({ address, network: suiMainnet }, tools); // [{ symbol: 'SUI', decimals: 9, amount: 1500000000n }]
 */
export const suiAssets: NamespaceAssets = Object.freeze<NamespaceAssets>({
  balances,

  async token(request, tools) {
    if (request.address === SUI_COIN_TYPE) return { symbol: 'SUI', name: 'Sui', decimals: SUI_DECIMALS };
    if (!COIN_TYPE.test(request.address)) throw new ValidationError('Invalid input', { details: 'not a Sui coin type' });
    const meta = await readCoinMetadata(tools, request.network, request.address);
    return meta ?? { symbol: symbolOfType(request.address), decimals: 0 };
  },

  async maxNative(request, tools) {
    const owner = normalizeSuiAddress(request.address);
    if (!owner) throw new ValidationError('Invalid address', { details: getSuiAddressError(request.address) });
    const [balance, gasPrice] = await Promise.all([readCoinBalance(tools, request.network, owner, SUI_COIN_TYPE), readGasPrice(tools, request.network)]);
    const max = balance - transferGasBudget(gasPrice);
    return max > 0n ? max : 0n;
  },

  async transfer(transfer, tools) {
    if (transfer.token) throw new ValidationError('A token is required', { details: 'this version of the sui plugin sends SUI only' });
    const from = normalizeSuiAddress(transfer.from);
    const to = normalizeSuiAddress(transfer.to);
    if (!from || !to) throw new ValidationError('An amount and receiver address are required', { details: getSuiAddressError(from ? transfer.to : transfer.from) });
    if (transfer.amount <= 0n) throw new ValidationError('An amount and receiver address are required', { details: 'the amount must be above zero' });
    const gasPrice = await readGasPrice(tools, transfer.network);
    // The SDK loads here, when SUI is sent, never with the page.
    const { suiTransferJson } = await import('./transfer');
    const transaction = await suiTransferJson({ from, to, amount: transfer.amount, gasBudget: transferGasBudget(gasPrice) });
    const result = await tools.request<{ digest?: unknown }>({ method: SIGN_AND_EXECUTE, params: { transaction, chain: transfer.network.caipNetworkId } });
    if (!result || typeof result.digest !== 'string' || !DIGEST.test(result.digest)) throw new ConnectorError('The wallet returned an unexpected answer', { details: 'no transaction digest' });
    return { id: result.digest };
  },

  transactionUrl(network, id) {
    const base = network.blockExplorers?.default.url;
    if (!base || !DIGEST.test(id)) return undefined;
    return `${base.replace(/\/+$/, '')}/tx/${id}`;
  },
});

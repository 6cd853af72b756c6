import { describe, expect, it } from 'vitest';
import type { CaipNetwork } from '@latchkey/kernel';
import { getEip155AddressError } from '@latchkey/eip155';
import { isNative, normalizeToken as normalize, tokenAddressOf, tokenIcon, tokensFromApi as fromApi, tokensFromWalletAssets as fromWallet } from './tokens';

/** The namespace's address rule the kit hands in (here EVM's). */
const evmAddress = (a: string) => getEip155AddressError(a) === undefined;
const normalizeToken = (row: unknown, n: CaipNetwork, origins: readonly string[]) => normalize(row, n, origins, evmAddress);
const tokensFromApi = (rows: readonly unknown[], n: CaipNetwork, origins: readonly string[]) => fromApi(rows, n, origins, evmAddress);
const tokensFromWalletAssets = (answer: unknown, n: CaipNetwork, origins: readonly string[]) => fromWallet(answer, n, origins, evmAddress);

const network: CaipNetwork = { id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } };
const API = ['https://api.example'];
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const row = (extra: Record<string, unknown> = {}) => ({ name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: `eip155:1:${USDC}`, value: 12.5, price: 1, quantity: { decimals: '6', numeric: '12.5' }, iconUrl: 'https://img.example/usdc.png', ...extra });

describe('token balance rows', () => {
  it('keeps a well-formed row as it is', () => {
    expect(normalizeToken(row(), network, API)).toEqual(row());
    expect(tokenAddressOf(row())).toBe(USDC);
    // A coin type may hold colons; only the row's own network prefix is taken off.
    expect(tokenAddressOf({ chainId: 'aptos:1', address: 'aptos:1:0x1::aptos_coin::AptosCoin' })).toBe('0x1::aptos_coin::AptosCoin');
    expect(tokenAddressOf({ chainId: 'eip155:1', address: `eip155:10:${USDC}` })).toBeUndefined();
    expect(isNative(row())).toBe(false);
    expect(isNative({ address: undefined })).toBe(true);
  });

  it('drops tokens with 0 decimals (SPEC §5), rows of other chains, and nonsense', () => {
    expect(normalizeToken(row({ quantity: { decimals: '0', numeric: '5' } }), network, API)).toBeUndefined();
    expect(normalizeToken(row({ chainId: 'eip155:10' }), network, API)).toBeUndefined();
    expect(normalizeToken(row({ quantity: { decimals: '6', numeric: '1e5' } }), network, API)).toBeUndefined();
    expect(normalizeToken(row({ quantity: { decimals: '999', numeric: '1' } }), network, API)).toBeUndefined();
    expect(normalizeToken(row({ symbol: '<script>' }), network, API)).toBeUndefined();
    expect(normalizeToken(row({ address: 'eip155:1:javascript:alert(1)' }), network, API)).toBeUndefined();
    expect(normalizeToken(null, network, API)).toBeUndefined();
  });

  it('cleans what a wallet or API could use against the page: bidi and control characters, icons', () => {
    const token = normalizeToken(row({ name: 'USD\u202e Coin\u0000', iconUrl: 'javascript:alert(1)', price: -1, value: Number.NaN }), network, API)!;
    expect(token.name).toBe('USD Coin');
    expect(token.iconUrl).toBeUndefined();
    expect(token.price).toBe(0);
    expect(token.value).toBe(0);
    expect(tokenIcon('http://evil.example/x.png', API)).toBeUndefined();
    expect(tokenIcon('https://api.example/public/getTokenImage/USDC', API)).toBe('https://api.example/public/getTokenImage/USDC');
    expect(tokenIcon('http://127.0.0.1:4100/public/getTokenImage/USDC', ['http://127.0.0.1:4100'])).toBe('http://127.0.0.1:4100/public/getTokenImage/USDC');
    expect(tokenIcon('data:image/png;base64,iVBOR', API)).toBe('data:image/png;base64,iVBOR');
  });

  it('lists the API’s balances native first, then by value; zero balances left out', () => {
    const eth = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 4500, price: 3000, quantity: { decimals: '18', numeric: '1.5' } };
    const dai = row({ symbol: 'DAI', name: 'Dai', address: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F', value: 99, quantity: { decimals: '18', numeric: '99' } });
    const empty = row({ symbol: 'USDT', quantity: { decimals: '6', numeric: '0.000' } });
    expect(tokensFromApi([row(), empty, dai, eth], network, API).map((t) => t.symbol)).toEqual(['ETH', 'DAI', 'USDC']);
  });

  it('reads the embedded wallet’s wallet_getAssets answer (SPEC §3: balance hex, NATIVE / ERC20, metadata)', () => {
    const answer = {
      '0x1': [
        { address: 'native', balance: '0x14d1120d7b160000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://img.example/eth.png' } },
        { address: USDC, balance: '0xbebc20', type: 'ERC20', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 } },
        { address: USDC, balance: '0x1', type: 'ERC721', metadata: { name: 'NFT', symbol: 'NFT', decimals: 0 } },
        { address: USDC, balance: 'lots', type: 'ERC20', metadata: { name: 'Bad', symbol: 'BAD', decimals: 6 } },
      ],
      '0xa': [{ address: 'native', balance: '0x1', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    };
    expect(tokensFromWalletAssets(answer, network, API)).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 4500, price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: 'https://img.example/eth.png' },
      { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: `eip155:1:${USDC}`, value: 12.5, price: 1, quantity: { decimals: '6', numeric: '12.5' } },
    ]);
    expect(tokensFromWalletAssets({}, network, API)).toEqual([]);
    expect(tokensFromWalletAssets('nope', network, API)).toEqual([]);
  });
});

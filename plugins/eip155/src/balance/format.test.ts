import { describe, expect, it } from 'vitest';
import { floorDecimals } from '@latchkey/kernel/units';
import { isLocalNetwork } from './local';

describe('floorDecimals (SPEC §9: balances floored to 3 decimals)', () => {
  it.each([
    ['1.23456', '1.234'],
    ['0.0009', '0'],
    ['1.2399', '1.239'],
    ['10000', '10000'],
    ['9999.999999', '9999.999'],
    ['0.100', '0.1'],
    ['007.5', '7.5'],
    ['0', '0'],
  ])('%s → %s', (input, output) => {
    expect(floorDecimals(input)).toBe(output);
  });
});

describe('isLocalNetwork', () => {
  const net = (id: number, url: string) => ({ id, name: 'n', caipNetworkId: `eip155:${id}` as const, chainNamespace: 'eip155' as const, nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 }, rpcUrls: { default: { http: [url] } } });
  it('knows loopback RPC URLs and dev chain ids, and nothing else', () => {
    expect(isLocalNetwork(net(5, 'http://127.0.0.1:8545'))).toBe(true);
    expect(isLocalNetwork(net(5, 'http://localhost:8545'))).toBe(true);
    expect(isLocalNetwork(net(1337, 'https://rpc.example'))).toBe(true);
    expect(isLocalNetwork(net(11155111, 'https://sepolia.example'))).toBe(false);
    expect(isLocalNetwork(net(11155111, 'not a url'))).toBe(false);
  });
});

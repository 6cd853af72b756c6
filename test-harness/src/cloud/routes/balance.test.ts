// Solana balances of the blockchain API: SOL and the SPL test mint, read live from the local
// endpoint (the EVM side is in chain-backed.test.ts, which starts the Hardhat chains).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolana } from '../../solana/server';
import type { SolanaEndpoint } from '../../solana/server';
import { SOLANA_TEST_MINTS } from '../../solana/tokens';
import { cloudPath } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch, createShapeChecker } from '../test-support';
import type { TokenBalance } from '../types';

const assertShape = createShapeChecker();
const usdc = SOLANA_TEST_MINTS[0]!;
/** An address the endpoint never funded. */
const EMPTY = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
let solana: SolanaEndpoint;
let cloud: CloudHandle;

beforeAll(async () => {
  solana = await startSolana({ slotMs: 0 });
  cloud = await startCloud({ port: 0, solana: [{ rpcUrl: solana.url, chainIds: [solana.caip2, solana.chain] }] });
});
afterAll(async () => {
  await cloud?.stop();
  await solana?.stop();
});

const balances = (address: string, chainId: string) => cloudFetch<{ balances: TokenBalance[] }>(cloud, cloudPath('balance', { address }), { query: { chainId, currency: 'usd' } });

describe('Solana balances', () => {
  it('lists SOL and the USDC mint of a funded test account, by either name of the endpoint', async () => {
    const owner = solana.accounts[2]!.address;
    const answer = await balances(owner, solana.caip2);
    expect(answer.status).toBe(200);
    assertShape('balance', answer.body);
    expect(answer.body.balances).toEqual([
      { name: 'Solana', symbol: 'SOL', chainId: solana.caip2, value: 0, price: 0, quantity: { decimals: '9', numeric: '100' }, iconUrl: `${cloud.url}/public/getTokenImage/SOL` },
      {
        name: usdc.name,
        symbol: 'USDC',
        chainId: solana.caip2,
        address: `${solana.caip2}:${usdc.address}`,
        value: 1000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: `${cloud.url}/public/getTokenImage/USDC`,
      },
    ]);
    const byName = await balances(owner, 'solana:localnet');
    expect(byName.body.balances.map((b) => [b.chainId, b.quantity.numeric])).toEqual([
      ['solana:localnet', '100'],
      ['solana:localnet', '1000'],
    ]);
  });

  it('follows the chain: an airdrop shows at once, an empty account has no rows', async () => {
    expect((await balances(EMPTY, solana.caip2)).body).toEqual({ balances: [] });
    solana.ledger.airdrop(EMPTY, 1_500_000_000n);
    expect((await balances(EMPTY, solana.caip2)).body.balances).toMatchObject([{ symbol: 'SOL', quantity: { decimals: '9', numeric: '1.5' } }]);
  });

  it('validates the address for the chain, and answers an empty list for a cluster it does not serve', async () => {
    expect((await balances('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', solana.caip2)).status).toBe(400);
    expect((await balances('not-base58-0OIl', solana.caip2)).status).toBe(400);
    expect((await balances(solana.accounts[0]!.address, 'solana:bad chain')).status).toBe(400);
    expect((await balances(solana.accounts[0]!.address, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).body).toEqual({ balances: [] });
    // A Solana address on an EVM chain is refused as before.
    expect((await balances(solana.accounts[0]!.address, 'eip155:31337')).status).toBe(400);
  });
});

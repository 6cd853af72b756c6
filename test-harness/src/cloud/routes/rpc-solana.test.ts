// The RPC proxy in front of a Solana endpoint: the kit sends its Solana reads to
// `POST /v1/?chainId=solana:<ref>&projectId=…` when it has a project id, as it does for EVM chains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../chain/ports';
import { solanaRpc } from '../../solana/rpc-client';
import { SOLANA_LOCALNET_CHAIN } from '../../solana/chains';
import { SOLANA_TEST_ACCOUNTS } from '../../solana/accounts';
import { startSolana } from '../../solana/server';
import type { SolanaEndpoint } from '../../solana/server';
import { solanaTargets } from '../chains';
import { cloudPath } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch } from '../test-support';

let solana: SolanaEndpoint;
let cloud: CloudHandle;

beforeAll(async () => {
  solana = await startSolana({ port: 0, slotMs: 0 });
  cloud = await startCloud({ port: 0, solana: [{ rpcUrl: solana.url, chainIds: [solana.caip2, SOLANA_LOCALNET_CHAIN] }] });
});
afterAll(async () => {
  await cloud?.stop();
  await solana?.stop();
});

const rpc = <T = unknown>(chainId: string, body: unknown) => cloudFetch<T>(cloud, cloudPath('rpc'), { query: { chainId }, body });
type Reply<T> = { jsonrpc: '2.0'; id: number | string | null; result?: T; error?: { code: number; message: string } };

describe('RPC proxy to a Solana endpoint', () => {
  it('forwards a call by the CAIP-2 id of the genesis hash and by solana:localnet', async () => {
    for (const chainId of [solana.caip2, SOLANA_LOCALNET_CHAIN]) {
      const answer = await rpc<Reply<string>>(chainId, { jsonrpc: '2.0', id: 3, method: 'getGenesisHash' });
      expect(answer).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 3, result: solana.genesisHash } });
    }
  });

  it('relays what the endpoint holds: a balance read through the proxy equals the direct read, before and after a transfer', async () => {
    const [alice] = SOLANA_TEST_ACCOUNTS;
    const direct = await solanaRpc<{ value: number }>(solana.url, 'getBalance', [alice!.address]);
    const proxied = await rpc<Reply<{ value: number }>>(solana.caip2, { jsonrpc: '2.0', id: 'b', method: 'getBalance', params: [alice!.address, { commitment: 'confirmed' }] });
    expect(proxied.body.result?.value).toBe(direct.value);
    // An airdrop is a real transaction on litesvm: the proxied read moves with the chain.
    await solanaRpc(solana.url, 'requestAirdrop', [alice!.address, 1_000_000]);
    const after = await rpc<Reply<{ value: number }>>(solana.caip2, { jsonrpc: '2.0', id: 'c', method: 'getBalance', params: [alice!.address] });
    expect(after.body.result?.value).toBe(direct.value + 1_000_000);
  });

  it('forwards a batch and keeps the ids', async () => {
    const answer = await rpc<Array<Reply<unknown>>>(solana.caip2, [
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
    ]);
    expect(answer.status).toBe(200);
    const byId = new Map(answer.body.map((reply) => [reply.id, reply]));
    expect(byId.get(1)?.result).toBe('ok');
    expect(byId.get(2)?.result).toMatchObject({ value: { blockhash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/) } });
  });

  it('relays the endpoint’s own JSON-RPC errors', async () => {
    const answer = await rpc<Reply<unknown>>(solana.caip2, { jsonrpc: '2.0', id: 9, method: 'getTransaction', params: [] });
    expect(answer.body).toMatchObject({ id: 9, error: { code: -32601 } });
  });

  it('answers -32602 for a Solana chain it does not serve, and checks the project as for EVM chains', async () => {
    const devnet = await rpc<Reply<unknown>>('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', { jsonrpc: '2.0', id: 1, method: 'getHealth' });
    expect(devnet).toMatchObject({ status: 200, body: { id: 1, error: { code: -32602, message: expect.stringContaining('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1') } } });
    const noProject = await cloudFetch(cloud, cloudPath('rpc'), { query: { chainId: solana.caip2 }, body: { jsonrpc: '2.0', id: 1, method: 'getHealth' }, projectId: null });
    expect(noProject.status).toBe(400);
  });

  it('answers -32603 with 502 when the endpoint is down', async () => {
    const down = await startCloud({ port: 0, solana: [{ rpcUrl: `http://127.0.0.1:${await freePort()}`, chainIds: [SOLANA_LOCALNET_CHAIN] }] });
    try {
      const answer = await cloudFetch<Reply<unknown>>(down, cloudPath('rpc'), { query: { chainId: SOLANA_LOCALNET_CHAIN }, body: { jsonrpc: '2.0', id: 5, method: 'getHealth' } });
      expect(answer).toMatchObject({ status: 502, body: { id: 5, error: { code: -32603 } } });
    } finally {
      await down.stop();
    }
  });

  it('refuses, at start, a chain id that is not solana:<ref>, one named twice, or a malformed URL', () => {
    expect(() => solanaTargets([{ rpcUrl: solana.url, chainIds: ['eip155:1'] }])).toThrow(/not a Solana CAIP-2 id/);
    expect(() => solanaTargets([{ rpcUrl: solana.url, chainIds: ['solana:localnet', 'solana:localnet'] }])).toThrow(/names two/);
    expect(() => solanaTargets([{ rpcUrl: 'nope', chainIds: ['solana:localnet'] }])).toThrow(/not a Solana RPC URL/);
    expect(() => solanaTargets([{ rpcUrl: solana.url, chainIds: [] }])).toThrow(/no chain id/);
    expect([...solanaTargets([{ rpcUrl: solana.url, chainIds: [solana.caip2] }])]).toEqual([[solana.caip2, solana.url]]);
  });
});

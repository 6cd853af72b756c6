// `ctx.rpc(network)` with several endpoints: the RPC proxy first (with a project id), then the
// network's URLs; one ranked client per network for the whole kit; nothing sent before the first
// read; polling ends with the kit. A network with one endpoint keeps the plain client.
import { describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { definePlugin } from './definePlugin';
import { defineNamespace } from './namespace';
import type { PluginContext } from './types';
import { baseOptions, mainnet, recordingFetch, testNamespace, type RecordedRequest } from '../testing/fixtures';
import type { NetworkInput } from '../types/chain';

type Call = { jsonrpc: string; id: number; method: string };
const PROXY = 'https://rpc.proxy.example';

/** Answers JSON-RPC on the proxy and on the network's URLs (`down` ones answer 503). */
function chainFetch(down: Set<string> = new Set()) {
  const answer = (where: string) => (req: RecordedRequest) => {
    if (down.has(where)) return new Response('{"message":"unavailable"}', { status: 503 });
    const calls = (Array.isArray(req.body) ? req.body : [req.body]) as Call[];
    const replies = calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: `${where}:${c.method}` }));
    return Response.json(Array.isArray(req.body) ? replies : replies[0]);
  };
  const f = recordingFetch({ '/v1/': answer('proxy'), '/rpc-a': answer('a'), '/rpc-b': answer('b') });
  const rpcCalls = (where: 'proxy' | 'a' | 'b') =>
    f.requests
      .filter((r) => r.method === 'POST' && (where === 'proxy' ? r.url.pathname === '/v1/' : r.url.pathname === `/rpc-${where}`))
      .flatMap((r) => ((Array.isArray(r.body) ? r.body : [r.body]) as Call[]).map((c) => c.method));
  return { ...f, rpcCalls };
}

const twoUrls: NetworkInput = { ...mainnet, rpcUrls: { default: { http: ['https://chain.example/rpc-a'] }, fallback: { http: ['https://chain.example/rpc-b', 'https://chain.example/rpc-a'] } } };

/** The chain plugin owning eip155 (its namespace names the ping) and a feature plugin; both hand out their contexts. */
function plugins() {
  const contexts: Record<string, PluginContext> = {};
  const chain = definePlugin({
    id: 'chain',
    kind: 'chain',
    namespaces: [defineNamespace({ ...testNamespace('eip155'), rpcPing: { method: 'eth_blockNumber' } })],
    setup: (ctx) => void (contexts.chain = ctx),
  });
  const feature = definePlugin({ id: 'feature', kind: 'feature', setup: (ctx) => void (contexts.feature = ctx) });
  return { contexts, list: [chain, feature] };
}

describe('ctx.rpc(network) with several endpoints', () => {
  it('tries the proxy first, then the network’s URLs; fails over on a 503; one client for the whole kit', async () => {
    const f = chainFetch(new Set(['proxy']));
    const { contexts, list } = plugins();
    const kit = createKit(baseOptions({ projectId: 'p1', networks: [twoUrls], endpoints: { rpc: PROXY }, fetch: f.fetch, plugins: list }));
    const network = kit.getState().chains.eip155!.network.requestedCaipNetworks[0]!;
    const rpc = contexts.feature!.rpc(network);
    expect(f.rpcCalls('proxy')).toEqual([]);
    expect(rpc.ranking?.()).toBeUndefined();
    expect(kit.rpcRanking('eip155:1')).toBeUndefined();

    await expect(rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] })).resolves.toBe('a:eth_getBalance');
    expect(f.rpcCalls('proxy')).toContain('eth_getBalance');
    const proxyPost = f.requests.find((r) => r.url.pathname === '/v1/')!;
    expect(proxyPost.url.searchParams.get('chainId')).toBe('eip155:1');
    expect(proxyPost.url.searchParams.get('projectId')).toBe('p1');
    // The namespace's own plugin holds it: every plugin shares one ranking and one poll.
    expect(contexts.chain!.rpc(network).ranking?.()).toEqual(rpc.ranking?.());
    // The proxy, then each URL once (rpc-a is listed twice).
    expect(rpc.ranking?.()?.map((r) => r.url).sort()).toEqual(['https://chain.example/rpc-a', 'https://chain.example/rpc-b', `${PROXY}/v1/?chainId=eip155:1`]);

    // The adapter's ping ranks the dead proxy down; the change is in the kit's debug log.
    await vi.waitFor(() => expect(rpc.ranking?.()?.at(-1)).toMatchObject({ url: `${PROXY}/v1/?chainId=eip155:1`, stability: 0, score: 0 }), { timeout: 8_000, interval: 100 });
    expect(f.rpcCalls('b')).toContain('eth_blockNumber');
    // The dapp sees the same ranking through the kit.
    expect(kit.rpcRanking('eip155:1')).toEqual(rpc.ranking?.());
    expect(kit.rpcRanking('eip155:1')?.[0]?.url).toMatch(/^https:\/\/chain\.example\/rpc-/);
    expect(kit.rpcRanking('eip155:999')).toBeUndefined();
    const { entries } = await kit.debugLog.read();
    expect(entries.some((e) => e.level === 'debug' && e.message.startsWith('[latchkey] RPC ranking of eip155:1: 1. https://chain.example/rpc-'))).toBe(true);
    await kit.destroy();
  });

  it('sends nothing before the first read, and nothing after the kit is destroyed', async () => {
    const f = chainFetch();
    const { contexts, list } = plugins();
    const kit = createKit(baseOptions({ projectId: 'p1', networks: [twoUrls], endpoints: { rpc: PROXY }, fetch: f.fetch, plugins: list }));
    const network = kit.getState().chains.eip155!.network.requestedCaipNetworks[0]!;
    const rpc = contexts.chain!.rpc(network);
    await new Promise((r) => setTimeout(r, 100));
    expect([...f.rpcCalls('proxy'), ...f.rpcCalls('a'), ...f.rpcCalls('b')]).toEqual([]);
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('proxy:eth_chainId');
    await vi.waitFor(() => expect(f.rpcCalls('b')).toContain('eth_blockNumber'));
    await kit.destroy();
    await new Promise((r) => setTimeout(r, 50));
    const sent = f.requests.length;
    // Past one polling interval (4 s): not a byte more.
    await new Promise((r) => setTimeout(r, 4_500));
    expect(f.requests.length).toBe(sent);
  });

  it('keeps the plain client on one endpoint: no ranking, no ping, the URL alone', async () => {
    const f = chainFetch();
    const { contexts, list } = plugins();
    const single: NetworkInput = { ...mainnet, rpcUrls: { default: { http: ['https://chain.example/rpc-a'] } } };
    const kit = createKit(baseOptions({ networks: [single], fetch: f.fetch, plugins: list }));
    const network = kit.getState().chains.eip155!.network.requestedCaipNetworks[0]!;
    const rpc = contexts.feature!.rpc(network);
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('a:eth_chainId');
    expect(rpc.ranking?.()).toBeUndefined();
    await new Promise((r) => setTimeout(r, 100));
    expect(f.rpcCalls('a')).toEqual(['eth_chainId']);
    expect(f.rpcCalls('proxy')).toEqual([]);
    await kit.destroy();
  });

  it('with a project id and a network URL, reads the proxy and keeps the URL for when it fails', async () => {
    const f = chainFetch();
    const { contexts, list } = plugins();
    const single: NetworkInput = { ...mainnet, rpcUrls: { default: { http: ['https://chain.example/rpc-a'] } } };
    const kit = createKit(baseOptions({ projectId: 'p1', networks: [single], endpoints: { rpc: PROXY }, fetch: f.fetch, plugins: list }));
    const network = kit.getState().chains.eip155!.network.requestedCaipNetworks[0]!;
    const rpc = contexts.feature!.rpc(network);
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('proxy:eth_chainId');
    // Both stay in the fallback; their order is the ranking pings' (timing), not asserted.
    expect(rpc.ranking?.()?.map((r) => r.url).sort()).toEqual([`${PROXY}/v1/?chainId=eip155:1`, 'https://chain.example/rpc-a'].sort());
    await kit.destroy();
  });
});

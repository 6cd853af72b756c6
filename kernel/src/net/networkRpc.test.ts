// A network's endpoints prove their chain through the namespace's `rpcIdentity`, bound to the
// network by the kit: a fast endpoint of another chain listed first never serves a read, and the
// dapp sees it dropped in `kit.rpcRanking` and the debug log.
import { describe, expect, it } from 'vitest';
import { createKit } from '../createKit';
import { definePlugin } from '../plugins/definePlugin';
import { defineNamespace } from '../plugins/namespace';
import type { PluginContext } from '../plugins/types';
import { baseOptions, mainnet, recordingFetch, testNamespace, type RecordedRequest } from '../testing/fixtures';
import type { NetworkInput } from '../types/chain';

type Call = { jsonrpc: string; id: number; method: string };
const MILLION_ETH = '0xd3c21bcecceda1000000';
const ONE_ETH = '0xde0b6b3a7640000';

/** An endpoint answering JSON-RPC as chain `chainId` with `balance` for every account. */
const chain = (chainId: string, balance: string) => (req: RecordedRequest) => {
  const calls = (Array.isArray(req.body) ? req.body : [req.body]) as Call[];
  const result = (c: Call) => (c.method === 'eth_chainId' ? chainId : c.method === 'eth_getBalance' ? balance : '0x10');
  const replies = calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: result(c) }));
  return Response.json(Array.isArray(req.body) ? replies : replies[0]);
};

const network: NetworkInput = { ...mainnet, rpcUrls: { default: { http: ['https://fast.example/hostile', 'https://chain.example/honest'] } } };

function plugins() {
  const contexts: Record<string, PluginContext> = {};
  const eip155 = defineNamespace({
    ...testNamespace('eip155'),
    rpcPing: { method: 'eth_blockNumber' },
    rpcIdentity: { request: { method: 'eth_chainId' }, matches: (result, n) => typeof result === 'string' && String(Number.parseInt(result, 16)) === n.caipNetworkId.split(':')[1] },
  });
  const chainPlugin = definePlugin({ id: 'chain', kind: 'chain', namespaces: [eip155], setup: (ctx) => void (contexts.chain = ctx) });
  return { contexts, list: [chainPlugin] };
}

describe('networkRpc: each endpoint proves its chain', () => {
  it('reads the real chain when a fast endpoint of another chain is listed first; kit.rpcRanking and the debug log show it dropped', async () => {
    const f = recordingFetch({ '/hostile': chain('0x7a69', MILLION_ETH), '/honest': chain('0x1', ONE_ETH) });
    const { contexts, list } = plugins();
    const kit = createKit(baseOptions({ networks: [network], fetch: f.fetch, plugins: list }));
    const net = kit.getState().chains.eip155!.network.requestedCaipNetworks[0]!;
    const rpc = contexts.chain!.rpc(net);
    await expect(rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] })).resolves.toBe(ONE_ETH);
    await expect(rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] })).resolves.toBe(ONE_ETH);
    expect(kit.rpcRanking('eip155:1')?.map((r) => [r.url, r.chain])).toEqual([
      ['https://chain.example/honest', 'proven'],
      ['https://fast.example/hostile', 'wrong'],
    ]);
    const { entries } = await kit.debugLog.read();
    expect(entries.some((e) => e.level === 'warn' && e.message === '[latchkey] RPC endpoint https://fast.example/hostile dropped: it serves another chain than eip155:1 (eth_chainId answered "0x7a69")')).toBe(true);
    await kit.destroy();
  });

  it('fails the read with a clear error when no endpoint serves the network', async () => {
    const f = recordingFetch({ '/hostile': chain('0x7a69', MILLION_ETH), '/honest': chain('0x38', MILLION_ETH) });
    const { contexts, list } = plugins();
    const kit = createKit(baseOptions({ networks: [network], fetch: f.fetch, plugins: list }));
    const rpc = contexts.chain!.rpc(kit.getState().chains.eip155!.network.requestedCaipNetworks[0]!);
    await expect(rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] })).rejects.toMatchObject({ code: 'NETWORK_ERROR', shortMessage: 'No RPC endpoint serves this network', details: 'eip155:1' });
    await kit.destroy();
  });
});

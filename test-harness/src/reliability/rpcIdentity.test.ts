// Each RPC endpoint of a network proves its chain, against the harness's real doubles (Node): a
// Solana endpoint over litesvm posing as mainnet (its genesis hash) and a Substrate stand-in posing
// as Kusama (its block 0), each listed first before the network's own endpoint and each holding a
// much larger balance. The real namespace adapters read the balance: the network's own, never the
// impostor's; `kit.rpcRanking` shows the impostor dropped. The real endpoints answer the identity
// calls (`getGenesisHash`, `chain_getBlockHash(0)`) with what the configured networks name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, createMemoryStorage, definePlugin, type CaipNetwork, type Kit, type NamespaceAdapter, type NamespaceTools, type PluginContext } from '@latchkey/kernel';
import { formatBalance } from '@latchkey/kernel/units';
import { solanaLocalnet, solanaNamespace } from '@latchkey/solana';
import { polkadotLocalnet, polkadotNamespace } from '@latchkey/polkadot';
import { CLUSTER_GENESIS_HASHES, SOLANA_TEST_ACCOUNTS, startSolana, type SolanaEndpoint } from '../solana/index';
import { createPolkadotDevAccounts } from '../polkadot/index';
import { DEV_GENESIS_HASH, KUSAMA_GENESIS_HASH, startSubstrateRpc, type SubstrateRpc } from '../polkadot/rpc';

let solanaReal: SolanaEndpoint;
let solanaImpostor: SolanaEndpoint;
let dotReal: SubstrateRpc;
let dotImpostor: SubstrateRpc;
const alice = createPolkadotDevAccounts().find((a) => a.name === 'Alice')!;

beforeAll(async () => {
  [solanaReal, solanaImpostor, dotReal, dotImpostor] = await Promise.all([
    startSolana({ slotMs: 0, lamportsEach: 2_000_000_000n }),
    startSolana({ slotMs: 0, lamportsEach: 1_000_000n * 1_000_000_000n, genesisHash: CLUSTER_GENESIS_HASHES.mainnet }),
    startSubstrateRpc({ balances: { [alice.address]: 3_000_000_000_000n } }),
    startSubstrateRpc({ genesisHash: KUSAMA_GENESIS_HASH, balances: { [alice.address]: 1_000_000n * 1_000_000_000_000n } }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([solanaReal?.stop(), solanaImpostor?.stop(), dotReal?.stop(), dotImpostor?.stop()]);
});

/** A kit whose chain plugin is the namespace's real adapter; its tools as the adapter's balance reader gets them. */
function kitWith(adapter: NamespaceAdapter, network: CaipNetwork): { kit: Kit; tools: () => NamespaceTools } {
  let ctx: PluginContext | undefined;
  const chain = definePlugin({ id: `${adapter.namespace}-probe`, kind: 'chain', namespaces: [adapter], setup: (c) => void (ctx = c) });
  const kit = createKit({
    metadata: { name: 'RPC identity', description: 'impostor endpoints', url: 'https://dapp.example', icons: [] },
    networks: [network],
    storage: createMemoryStorage(),
    logger: { warn() {}, error() {}, info() {}, debug() {} },
    plugins: [chain],
  });
  return { kit, tools: () => ({ rpc: (n) => ctx!.rpc(n), storage: ctx!.storage, networks: () => [network], signal: ctx!.signal, request: () => Promise.reject(new Error('no wallet in this test')) }) };
}

describe('RPC endpoints prove their chain (Node, the harness doubles)', () => {
  it('Solana: an endpoint posing as mainnet listed first is dropped; the balance is the local cluster’s', async () => {
    const base = solanaLocalnet(solanaReal.url, { genesisHash: solanaReal.genesisHash });
    const network: CaipNetwork = { ...base, rpcUrls: { default: { http: [solanaImpostor.url, solanaReal.url] } } };
    const { kit, tools } = kitWith(solanaNamespace, network);
    const address = SOLANA_TEST_ACCOUNTS[0]!.address;
    try {
      const read = await solanaNamespace.getBalance!({ address, network: kit.getState().chains.solana!.network.requestedCaipNetworks[0]! }, tools());
      expect(read).toEqual({ balance: '2', symbol: 'SOL' });
      expect(kit.rpcRanking(network.caipNetworkId)?.map((r) => [r.url, r.chain])).toEqual([
        [solanaReal.url, 'proven'],
        [solanaImpostor.url, 'wrong'],
      ]);
      const { entries } = await kit.debugLog.read();
      expect(entries.some((e) => e.level === 'warn' && e.message.includes(`RPC endpoint ${solanaImpostor.url} dropped`) && e.message.includes(`getGenesisHash answered "${CLUSTER_GENESIS_HASHES.mainnet}"`))).toBe(true);
    } finally {
      await kit.destroy();
    }
  });

  it('Polkadot: a stand-in posing as Kusama listed first is dropped; the balance is the dev chain’s', async () => {
    const base = polkadotLocalnet(dotReal.url, { genesisHash: DEV_GENESIS_HASH });
    const network: CaipNetwork = { ...base, rpcUrls: { default: { http: [dotImpostor.url, dotReal.url] } } };
    const { kit, tools } = kitWith(polkadotNamespace, network);
    try {
      const [coin] = await polkadotNamespace.assets!.balances({ address: alice.address, network: kit.getState().chains.polkadot!.network.requestedCaipNetworks[0]! }, tools());
      expect(coin && formatBalance(coin.amount, coin.decimals)).toBe('3');
      expect(coin?.symbol).toBe('UNIT');
      expect(kit.rpcRanking(network.caipNetworkId)?.map((r) => [r.url, r.chain])).toEqual([
        [dotReal.url, 'proven'],
        [dotImpostor.url, 'wrong'],
      ]);
    } finally {
      await kit.destroy();
    }
  });
});

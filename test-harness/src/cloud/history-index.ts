import { formatUnits } from 'viem';
import type { PublicClient } from 'viem';
import type { TokenMeta } from './token-meta';
import { priceOf, usd } from './prices';
import type { HistoryItem, HistoryTransfer } from './types';

/** keccak256("Transfer(address,address,uint256)"), the ERC-20 (and ERC-721) Transfer topic. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** Blocks fetched per round; each round is one batched JSON-RPC request. */
const BLOCKS_PER_ROUND = 100;

interface IndexedTx {
  hash: `0x${string}`;
  from: string;
  to: string | null;
  value: bigint;
  nonce: number;
  blockNumber: bigint;
  index: number;
  timestamp: bigint;
  failed: boolean;
}

interface IndexedTransfer {
  txHash: `0x${string}`;
  token: `0x${string}`;
  from: string;
  to: string;
  value: bigint;
}

/** Transaction history of one chain, built from its blocks and logs. */
export interface HistoryIndex {
  /** Items touching `address`, newest first; icon URLs start with `iconBase`. */
  itemsFor(address: string, iconBase: string): Promise<HistoryItem[]>;
}

/** A 32-byte topic holding an address → lower-case 0x address. */
function topicAddress(topic: string): string {
  return `0x${topic.slice(26)}`.toLowerCase();
}

/**
 * Indexes a local chain incrementally: blocks already seen are kept, and the index starts over
 * when the chain went back (a test's `evm_revert` or a restarted node), detected by the hash
 * of the last indexed block.
 *
 * @example
 * const index = createHistoryIndex(client, 31337, tokenMeta);
 * await index.itemsFor('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'http://127.0.0.1:4100');
 */
export function createHistoryIndex(client: PublicClient, chainId: number, tokenMeta: (address: `0x${string}`) => Promise<TokenMeta>): HistoryIndex {
  let txs = new Map<string, IndexedTx>();
  let transfers: IndexedTransfer[] = [];
  let next = 0n;
  let lastHash: string | null = null;
  // One scan at a time, so two concurrent requests do not index the same blocks twice.
  let scanning: Promise<void> = Promise.resolve();

  const restart = (): void => {
    txs = new Map();
    transfers = [];
    next = 0n;
    lastHash = null;
  };

  const scan = async (): Promise<void> => {
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    if (lastHash !== null) {
      const last = next - 1n;
      const still = last <= latest ? await client.getBlock({ blockNumber: last }).catch(() => null) : null;
      if (still?.hash !== lastHash) restart();
    }
    while (next <= latest) {
      const to = next + BigInt(BLOCKS_PER_ROUND) - 1n < latest ? next + BigInt(BLOCKS_PER_ROUND) - 1n : latest;
      const numbers: bigint[] = [];
      for (let n = next; n <= to; n += 1n) numbers.push(n);
      const [blocks, logs] = await Promise.all([
        Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
        client.getLogs({ fromBlock: next, toBlock: to }),
      ]);
      const valued = blocks.flatMap((block) => block.transactions.filter((tx) => tx.value > 0n).map((tx) => ({ tx, block })));
      const receipts = await Promise.all(valued.map(({ tx }) => client.getTransactionReceipt({ hash: tx.hash })));
      const failed = new Set(receipts.filter((receipt) => receipt.status !== 'success').map((receipt) => receipt.transactionHash));
      // A contract creation has no `to`; the created address stands in for it.
      const created = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt.contractAddress?.toLowerCase() ?? null]));
      for (const block of blocks) {
        for (const tx of block.transactions) {
          txs.set(tx.hash, {
            hash: tx.hash,
            from: tx.from.toLowerCase(),
            to: tx.to?.toLowerCase() ?? created.get(tx.hash) ?? null,
            value: tx.value,
            nonce: tx.nonce,
            blockNumber: block.number,
            index: tx.transactionIndex,
            timestamp: block.timestamp,
            failed: failed.has(tx.hash),
          });
        }
      }
      for (const log of logs) {
        // ERC-20 only: three topics and a 32-byte amount (ERC-721 indexes the token id instead).
        if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3 || log.data.length !== 66 || !log.transactionHash) continue;
        transfers.push({ txHash: log.transactionHash, token: log.address, from: topicAddress(log.topics[1]!), to: topicAddress(log.topics[2]!), value: BigInt(log.data) });
      }
      lastHash = blocks.at(-1)?.hash ?? lastHash;
      next = to + 1n;
    }
  };

  const transferOf = async (token: `0x${string}` | null, from: string, to: string, value: bigint, me: string, iconBase: string): Promise<HistoryTransfer> => {
    const meta = token === null ? { name: 'Ether', symbol: 'ETH', decimals: 18 } : await tokenMeta(token).catch(() => ({ name: 'Unknown token', symbol: 'UNKNOWN', decimals: 18 }));
    const numeric = formatUnits(value, meta.decimals);
    const price = priceOf(meta.symbol);
    return {
      fungible_info: { name: meta.name, symbol: meta.symbol, icon: { url: `${iconBase}/public/getTokenImage/${encodeURIComponent(meta.symbol)}` } },
      direction: from === me && to === me ? 'self' : from === me ? 'out' : 'in',
      quantity: { numeric },
      value: usd(Number(numeric) * price),
      price,
    };
  };

  return {
    async itemsFor(address, iconBase) {
      scanning = scanning.catch(() => undefined).then(scan);
      await scanning;
      const me = address.toLowerCase();
      const tokenMoves = new Map<string, IndexedTransfer[]>();
      for (const transfer of transfers) {
        if (transfer.from !== me && transfer.to !== me) continue;
        tokenMoves.set(transfer.txHash, [...(tokenMoves.get(transfer.txHash) ?? []), transfer]);
      }
      const touched = [...txs.values()].filter((tx) => tokenMoves.has(tx.hash) || (tx.value > 0n && (tx.from === me || tx.to === me)));
      touched.sort((a, b) => (a.blockNumber === b.blockNumber ? b.index - a.index : a.blockNumber > b.blockNumber ? -1 : 1));
      return Promise.all(
        touched.map(async (tx): Promise<HistoryItem> => {
          const moves = tokenMoves.get(tx.hash) ?? [];
          const native = tx.value > 0n && (tx.from === me || tx.to === me);
          const items = await Promise.all([
            ...(native ? [transferOf(null, tx.from, tx.to ?? '', tx.value, me, iconBase)] : []),
            ...moves.map((move) => transferOf(move.token, move.from, move.to, move.value, me, iconBase)),
          ]);
          const counterpart = native ? { from: tx.from, to: tx.to ?? '' } : { from: moves[0]!.from, to: moves[0]!.to };
          return {
            id: tx.hash,
            metadata: {
              operationType: counterpart.from === me || tx.from === me ? 'send' : 'receive',
              hash: tx.hash,
              minedAt: new Date(Number(tx.timestamp) * 1000).toISOString(),
              sentFrom: counterpart.from,
              sentTo: counterpart.to,
              status: tx.failed ? 'failed' : 'confirmed',
              nonce: tx.nonce,
              chain: `eip155:${chainId}`,
            },
            transfers: items,
          };
        }),
      );
    },
  };
}

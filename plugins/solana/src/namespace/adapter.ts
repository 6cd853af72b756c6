import { defineNamespace, type CaipNetwork, type NamespaceAdapter } from '@latchkey/kernel';
import { getSolanaAddressError } from '../address';
import { solanaAssets } from '../assets';
import { solanaChainReference } from '../networks';
import { solanaAddressExplorerUrl } from '../assets/explorer';
import { readSolanaBalance } from '../assets/balance';
import { describeSolanaRequest } from './describe';
import { solanaSiwx } from '../siwx';

/**
 * Signing methods: each waits for the visitor's approval (SPEC §6 "Solana signing"). Their params
 * follow the WalletConnect Solana RPC, so a relay wallet can take them unchanged:
 * - `solana_signMessage` `{ message: base58 | Uint8Array, pubkey? }` → `{ signature: base58 }`
 * - `solana_signTransaction` `{ transaction: base64 | Uint8Array }` → `{ signature: base58, transaction: base64 }`
 * - `solana_signAllTransactions` `{ transactions: (base64 | Uint8Array)[] }` → `{ transactions: base64[] }`
 * - `solana_signAndSendTransaction` `{ transaction, sendOptions?, chain? }` → `{ signature: base58 }`
 */
export const SOLANA_UNSAFE_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const;

/** Methods whose transactions are checked against SPEC §5 before approval (check.ts). */
const CHECKED_METHODS: ReadonlySet<string> = new Set(['solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions']);

/**
 * Read-only Solana JSON-RPC methods that run without approval. The plugin answers them itself
 * through the kit's RPC (the proxy, or the network's own URL), never through the wallet: Wallet
 * Standard wallets expose no RPC. `simulateTransaction` is here because it submits nothing;
 * `sendTransaction` and `requestAirdrop` are not (unknown methods are refused).
 */
export const SOLANA_SAFE_METHODS = [
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'simulateTransaction',
] as const;

export { solanaAddressExplorerUrl, solanaTransactionUrl } from '../assets/explorer';

/**
 * Whether an endpoint's `getGenesisHash` answer is the network's cluster: a base58 hash whose
 * first 32 characters are the CAIP-2 reference. A `solana:localnet` network (a local validator
 * named without its genesis hash) cannot be told apart: any genesis hash passes there.
 *
 * @example
 * genesisMatches('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', solanaMainnet); // true
 */
export function genesisMatches(result: unknown, network: CaipNetwork): boolean {
  if (typeof result !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(result)) return false;
  const reference = network.caipNetworkId.split(':')[1];
  return reference === 'localnet' || result.slice(0, 32) === reference;
}

/**
 * What the kernel asks of the solana namespace: chain ids, explorer pages, the eoa account kind
 * (SPEC §6), which methods are safe, how a signing request reads, address validation and balances.
 *
 * @example
 * definePlugin({ id: 'solana', kind: 'chain', namespaces: [solanaNamespace] })
 */
export const solanaNamespace: NamespaceAdapter = Object.freeze(
  defineNamespace({
    namespace: 'solana',
    chainReference: solanaChainReference,
    addressExplorerUrl: solanaAddressExplorerUrl,
    accountTypes: ['eoa'],
    methods: { safe: SOLANA_SAFE_METHODS, unsafe: SOLANA_UNSAFE_METHODS },
    describeRequest: describeSolanaRequest,
    // SPEC §5 transaction rules, before approval (a lazy chunk: only a transaction needs them).
    checkRequest: (request) => (CHECKED_METHODS.has(request.method) ? import('./check').then((m) => m.checkSolanaRequest(request)) : undefined),
    addressError: (address) => getSolanaAddressError(address),
    getBalance: readSolanaBalance,
    // The ranked RPC's sample (several endpoints on a network): the current slot, the cheapest read.
    rpcPing: { method: 'getSlot' },
    // How each of a network's RPC endpoints proves its cluster: its genesis hash, whose first 32
    // characters are the network's CAIP-2 reference.
    rpcIdentity: { request: { method: 'getGenesisHash' }, matches: genesisMatches },
    // Coins and tokens (Send, the token list, Max, explorer links): reads and transfers are lazy
    // chunks. The plugin gives its own with its confirmation polling (`solana({ confirmationPollingIntervalMs })`).
    assets: solanaAssets(),
    // Sign-in (the siwx plugin): the Sign In With Solana text; its verifier is a lazy chunk.
    siwx: solanaSiwx,
  }),
);

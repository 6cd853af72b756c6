// Test support (nothing in the package imports it): a kit with the solana plugin beside stand-ins
// for the WalletConnect and embedded-wallet connectors (their ids, names and types, a scripted
// `request()` that signs with a real ed25519 key of the harness), and a page `window` for the
// Wallet Standard events, with `@wallet-standard/app`'s registry on it as a dapp would have.
import { internals, createKit, createMemoryStorage, definePlugin, KitError, UserRejectedError, type ConnectorAdapter, type ConnectorEvents, type ConnectorInfo, type Kit, type KitOptions, type NetworkInput } from '@latchkey/kernel';
// The harness's key modules themselves (its index also starts servers and bundles wallets: Node only).
import { SOLANA_TEST_ACCOUNTS } from '@latchkey/test-harness/solana/accounts';
import { signerFromSeed, type Ed25519Signer } from '@latchkey/test-harness/solana/wallet/keys';
import { signWireTransaction } from '@latchkey/test-harness/solana/wallet/sign-transaction';
import { vi } from 'vitest';
import { solana } from '../index';
import { solanaDevnet, solanaLocalnet } from '../networks';
import type { SolanaOptions } from '../types';
import { fromBase58, fromBase64, toBase58, toBase64 } from '../wire/encoding';
import { parseTransaction } from '../wire/transaction';

/** The harness's funded test keys: the remote wallets sign with them. */
export const ALICE_SIGNER: Ed25519Signer = signerFromSeed(SOLANA_TEST_ACCOUNTS[0]!.seed);
export const BOB_SIGNER: Ed25519Signer = signerFromSeed(SOLANA_TEST_ACCOUNTS[1]!.seed);
/** A local validator as the kit names it (its genesis reference), and devnet. */
export const GENESIS = 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC';
export const LOCALNET = solanaLocalnet('http://127.0.0.1:8899', { genesisHash: GENESIS });
export const NETWORKS: NetworkInput[] = [LOCALNET, solanaDevnet];
/** The WalletConnect mark as the walletconnect plugin has it: a URL-encoded SVG data URI. */
export const WC_ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%2F%3E";

export type RemoteConnector = ReturnType<typeof remoteConnector>;

/**
 * A connector that signs remotely, as WalletConnect and the embedded wallet do: the kit's Solana
 * RPC methods with WalletConnect's params, answered with the signer's real ed25519 signatures.
 */
export function remoteConnector(info: Pick<ConnectorInfo, 'id' | 'name' | 'type'> & Partial<ConnectorInfo>, signer: Ed25519Signer = ALICE_SIGNER) {
  const calls: Array<{ method: string; params: unknown; network: string | undefined }> = [];
  const subscribers = new Set<ConnectorEvents>();
  const state = { reject: false, signer };
  const sign = (base64: unknown) => signWireTransaction(fromBase64(base64)!, state.signer);
  const adapter: ConnectorAdapter = {
    info: { namespaces: ['solana'], ...info },
    connect: async ({ networks }) => ({ sessions: [{ namespace: 'solana', accounts: [{ address: state.signer.address }], chainId: networks.solana?.caipNetworkId ?? LOCALNET.caipNetworkId }] }),
    disconnect: vi.fn(async () => {}),
    subscribe(events) {
      subscribers.add(events);
      return () => void subscribers.delete(events);
    },
    request: async ({ method, params, network }) => {
      calls.push({ method, params, network: network?.caipNetworkId });
      if (state.reject) throw new UserRejectedError();
      const p = params as Record<string, unknown>;
      switch (method) {
        case 'solana_signMessage':
          return { signature: toBase58(state.signer.sign(fromBase58(p.message)!)) };
        case 'solana_signTransaction': {
          const signed = sign(p.transaction);
          return { signature: toBase58(parseTransaction(signed).signatures[0]!), transaction: toBase64(signed) };
        }
        case 'solana_signAllTransactions':
          return { transactions: (p.transactions as string[]).map((t) => toBase64(sign(t))) };
        case 'solana_signAndSendTransaction':
          return { signature: toBase58(parseTransaction(sign(p.transaction)).signatures[0]!) };
        default:
          throw new KitError(`the stand-in does not answer ${method}`);
      }
    },
  };
  return {
    adapter,
    calls,
    state,
    /** The wallet moves to another account and tells the kit. */
    switchAccount(next: Ed25519Signer) {
      state.signer = next;
      for (const events of [...subscribers]) events.accountsChanged({ namespace: 'solana', accounts: [{ address: next.address }] });
    },
    /** The wallet ends the session from its side. */
    hangUp() {
      for (const events of [...subscribers]) events.disconnect({ namespace: 'solana' });
    },
  };
}

/** The two remote connectors the kit has in practice. */
export const walletConnectStandIn = () => remoteConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', imageUrl: WC_ICON });
export const embeddedStandIn = () => remoteConnector({ id: 'AUTH', name: 'Email and socials', type: 'AUTH' });

/** A kit with the solana plugin (discovering from `getWallets()`, as on a page) and these connectors. */
export function makeBridgeKit(connectors: ConnectorAdapter[], options: { solana?: SolanaOptions; kit?: Partial<KitOptions> } = {}): Kit {
  return createKit({
    metadata: { name: 'bridge tests', description: 'tests', url: 'http://127.0.0.1', icons: [] },
    networks: NETWORKS,
    storage: createMemoryStorage(),
    logger: { warn() {}, error() {}, info() {}, debug() {} },
    basic: true,
    ...options.kit,
    plugins: [solana(options.solana), definePlugin({ id: 'remote-wallets', kind: 'feature', setup: (ctx) => void connectors.forEach((c) => ctx.connectors.add(c)) })],
  });
}

/** Waits for the next request in the kit's transaction stack and approves (or rejects) it, as ApproveTransaction would. */
export async function settleNext(kit: Kit, method: string, how: 'approve' | 'reject' = 'approve'): Promise<void> {
  const id = await vi.waitFor(() => {
    const pending = kit.getState().requests.find((r) => r.method === method);
    if (!pending) throw new Error(`no pending ${method} yet`);
    return pending.id;
  });
  if (how === 'approve') internals(kit).requests.approve(id);
  else internals(kit).requests.reject(id);
}

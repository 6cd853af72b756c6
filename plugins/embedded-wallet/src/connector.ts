import { ConnectorError, KitError, type AccountInfo, type CaipNetwork, type ChainNamespace, type ConnectorAdapter, type ConnectorInfo, type NamespaceSession, type PluginContext } from '@latchkey/kernel';
import { FRAME_DISCONNECT_TIMEOUT_MS, type FrameClient } from './frame/client';
import type { AccountType, FrameUser } from './protocol/events';
import { accountsOf, storedAccountTypes } from './user';
import type { EmbeddedWalletState } from './types';

/** What the AUTH connector needs from its plugin. */
export interface AuthAdapterDeps {
  ctx: PluginContext<EmbeddedWalletState>;
  info: ConnectorInfo;
  frame(): Promise<FrameClient>;
}

/** The namespaces the secure frame serves (SPEC §6: auth connector chains eip155 and solana). */
export const AUTH_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

const asKind = (t: AccountInfo['type'] | undefined): AccountType | undefined => (t === 'eoa' || t === 'smartAccount' ? t : undefined);

/**
 * The AUTH connector: the wallet in the secure frame, for eip155 and solana. It connects once the
 * visitor signed in (email code or social login, through the email and socials plugins); every
 * request goes to the frame as APP_RPC_REQUEST after the kit's own approval of unsafe methods.
 */
export function createAuthAdapter(deps: AuthAdapterDeps): ConnectorAdapter {
  const { ctx } = deps;
  // SPEC §6: the visitor's choice (setPreferredAccountType, kept in storage), else the account's, else the smart account.
  const preferred = (ns: ChainNamespace): AccountType | undefined =>
    ns === 'eip155' ? (storedAccountTypes(ctx.storage)[ns] ?? asKind(ctx.kit.getState().chains[ns]?.account.preferredAccountType) ?? 'smartAccount') : 'eoa';
  const chainOf = (ns: ChainNamespace, networks: Partial<Record<ChainNamespace, CaipNetwork>>) => networks[ns]?.caipNetworkId ?? ctx.kit.getState().chains[ns]?.network.caipNetwork?.caipNetworkId;

  async function sessions(namespaces: ChainNamespace[], networks: Partial<Record<ChainNamespace, CaipNetwork>>): Promise<NamespaceSession[]> {
    const frame = await deps.frame();
    const out: NamespaceSession[] = [];
    for (const ns of namespaces) {
      if (!AUTH_NAMESPACES.includes(ns)) continue;
      const chainId = chainOf(ns, networks);
      if (!chainId) continue;
      let user: FrameUser;
      const want = preferred(ns);
      try {
        user = await frame.request('GET_USER', { chainId, ...(want ? { preferredAccountType: want } : {}) });
      } catch (error) {
        // SPEC §6: a smart account that cannot be set up falls back to the EOA.
        if (want !== 'smartAccount') throw error;
        user = await frame.request('GET_USER', { chainId, preferredAccountType: 'eoa' });
      }
      const accounts = accountsOf(user, want ?? user.preferredAccountType);
      if (!accounts.length) continue;
      ctx.store.set((s) => {
        s.users[ns] = user;
      });
      const reference = String(user.chainId).startsWith(`${ns}:`) ? String(user.chainId).slice(ns.length + 1) : String(user.chainId);
      out.push({ namespace: ns, accounts, chainId: ns === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference });
    }
    return out;
  }

  const adapter: ConnectorAdapter = {
    info: deps.info,
    disconnectTimeoutMs: FRAME_DISCONNECT_TIMEOUT_MS,
    // The frame signs without a screen of its own: the kit's ApproveTransaction view asks the visitor.
    confirmsRequests: false,

    async connect({ namespaces, networks }) {
      const frame = await deps.frame();
      const { isConnected } = await frame.request('IS_CONNECTED', {});
      if (!isConnected) throw new ConnectorError('Address or auth connector not found', { details: 'sign in with email or a social account first' });
      const result = await sessions(namespaces, networks);
      if (!result.length) throw new ConnectorError('The connector does not support any of the requested chains');
      return { sessions: result };
    },

    async reconnect({ namespaces, networks }) {
      const frame = await deps.frame();
      const { isConnected } = await frame.request('IS_CONNECTED', {});
      if (!isConnected) return null;
      const result = await sessions(namespaces, networks);
      return result.length ? { sessions: result } : null;
    },

    async disconnect({ namespaces }) {
      // One frame session serves every namespace: it ends with the last of them (as a WalletConnect
      // session does). Signing out while Solana stays connected left it answering 'User is not connected'.
      const state = ctx.kit.getState();
      const staying = AUTH_NAMESPACES.filter((ns) => !namespaces.includes(ns) && (state.connections[ns] ?? []).some((c) => c.connectorId === deps.info.id));
      ctx.store.set((s) => {
        for (const ns of staying.length ? namespaces : AUTH_NAMESPACES) delete s.users[ns];
      });
      if (staying.length) return;
      const frame = await deps.frame();
      await frame.request('SIGN_OUT', {}, { timeoutMs: FRAME_DISCONNECT_TIMEOUT_MS });
    },

    async switchNetwork({ network }) {
      const frame = await deps.frame();
      await frame.request('SWITCH_NETWORK', { chainId: network.caipNetworkId });
    },

    async request({ namespace, network, method, params }, signal) {
      if (!AUTH_NAMESPACES.includes(namespace)) throw new KitError(`Adapter for namespace ${namespace} doesn't exist`);
      const frame = await deps.frame();
      const chainId = network?.caipNetworkId ?? ctx.kit.getState().chains[namespace]?.network.caipNetwork?.caipNetworkId;
      return frame.request('RPC_REQUEST', { method, ...(params === undefined ? {} : { params }), ...(chainId ? { chainId } : {}) }, { signal });
    },

    async signMessage({ namespace, network, message, address }, signal) {
      if (namespace !== 'eip155') throw new ConnectorError(`The embedded wallet signs ${namespace} messages through requests`);
      const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`;
      const signature = await adapter.request({ namespace, network, method: 'personal_sign', params: [hex, address] }, signal);
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130,}$/.test(signature)) throw new ConnectorError('The wallet returned an invalid signature');
      return signature;
    },
  };
  return adapter;
}

import { MAX_ACCOUNTS, resolveNetwork, type ConnectionContext } from './context';
import type { AccountInfo, ChainNamespace } from '../../types/chain';
import type { ConnectResult, NamespaceSession } from '../../plugins/connector';

/**
 * Why a wallet's accounts cannot be taken (undefined when they can): each must be an address of
 * its namespace by the namespace adapter's own rule, on the chain the wallet reports. Whatever a
 * connector hands over (an extension, a WalletConnect peer, a frame) is checked the same way.
 */
export function accountsProblem(ctx: ConnectionContext, ns: ChainNamespace, accounts: unknown, chainId?: string | number): string | undefined {
  if (!Array.isArray(accounts) || accounts.length === 0) return 'no account';
  if (accounts.length > MAX_ACCOUNTS) return `more than ${MAX_ACCOUNTS} accounts`;
  const adapter = ctx.namespaces.get(ns);
  const { network, supported } = chainId === undefined ? { network: undefined, supported: false } : resolveNetwork(ctx, ns, chainId);
  for (const a of accounts as Array<Partial<AccountInfo> | null>) {
    const address = a && typeof a === 'object' ? a.address : undefined;
    if (typeof address !== 'string' || !address) return 'an account without an address';
    const problem = adapter ? adapter.addressError(address, supported ? network?.caipNetworkId : undefined) : undefined;
    if (problem) return `${JSON.stringify(address.length > 80 ? `${address.slice(0, 80)}…` : address)} is not a ${ns} address: ${problem}`;
  }
  return undefined;
}

/** The sessions that may be applied; the refused ones are reported, never stored. */
export function validSessions(ctx: ConnectionContext, result: ConnectResult | null, wanted: readonly ChainNamespace[], refused?: string[]): NamespaceSession[] {
  return (Array.isArray(result?.sessions) ? result.sessions : []).filter((x) => {
    if (!x || !wanted.includes(x.namespace)) return false;
    const problem = accountsProblem(ctx, x.namespace, x.accounts, x.chainId);
    if (problem) refused?.push(problem);
    return !problem;
  });
}

import type { AccountInfo, CaipNetwork, ChainNamespace, Kit, NamespaceSession } from '@latchkey/kernel';

/** The part of a WalletConnect session the kit reads (`@walletconnect/types` SessionTypes.Struct). */
export interface WcSession {
  topic: string;
  expiry: number;
  namespaces: Record<string, { accounts: string[]; chains?: string[]; methods: string[]; events: string[] }>;
  peer?: { metadata?: { name?: string; icons?: string[]; url?: string } };
}

/** Events a namespace's wallets emit in a session (WalletConnect's namespace specs). */
const EVENTS: Partial<Record<ChainNamespace, string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['accountsChanged', 'chainChanged'],
  cosmos: ['chainChanged', 'accountsChanged'],
  polkadot: ['chainChanged', 'accountsChanged'],
  bip122: ['bip122_addressesChanged'],
};
/** Wallet methods the kit may send beyond a namespace's unsafe list (network switching, account reads wallets answer). */
const EXTRA_METHODS: Partial<Record<ChainNamespace, string[]>> = {
  eip155: ['wallet_switchEthereumChain', 'wallet_addEthereumChain'],
  cosmos: ['cosmos_getAccounts'],
  bip122: ['getAccountAddresses'],
};

/**
 * The CAIP-25 proposal for the kit's namespaces: every configured network of each, the methods its
 * namespace adapter sends to wallets, its events, and an RPC map from the kit's own network URLs
 * (so reads never go to WalletConnect's RPC). All optional: a wallet approves what it supports.
 */
export function proposalFor(kit: Kit, namespaces: readonly ChainNamespace[], networksOf: (ns: ChainNamespace) => CaipNetwork[]) {
  const optionalNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[]; rpcMap: Record<string, string> }> = {};
  for (const ns of namespaces) {
    const networks = networksOf(ns);
    const adapter = kit.namespace(ns);
    if (!networks.length || !adapter) continue;
    const rpcMap: Record<string, string> = {};
    for (const n of networks) {
      const url = n.rpcUrls.default.http[0];
      // eip155 sub-providers key their map by chain reference, the others by CAIP-2 id.
      if (url) rpcMap[ns === 'eip155' ? n.caipNetworkId.slice(ns.length + 1) : n.caipNetworkId] = url;
    }
    optionalNamespaces[ns] = {
      chains: networks.map((n) => n.caipNetworkId),
      methods: [...new Set([...adapter.methods.unsafe, ...(EXTRA_METHODS[ns] ?? [])])],
      events: EVENTS[ns] ?? [],
      rpcMap,
    };
  }
  return { optionalNamespaces };
}

/** `eip155:1:0xabc…` → namespace, CAIP-2 id and address (the address may contain no colon). */
function parseAccount(account: unknown): { namespace: string; chain: string; address: string } | undefined {
  if (typeof account !== 'string') return undefined;
  const parts = account.split(':');
  if (parts.length !== 3 || parts.some((p) => !p)) return undefined;
  return { namespace: parts[0]!, chain: `${parts[0]}:${parts[1]}`, address: parts[2]! };
}

/** The CAIP-2 ids the kit proposed, per namespace: only accounts on these are ever taken. */
export type ProposedChains = Partial<Record<ChainNamespace, readonly string[]>>;

/** The proposed chains of a proposal (`proposalFor`'s answer). */
export const proposedChains = (proposal: ReturnType<typeof proposalFor>): ProposedChains =>
  Object.fromEntries(Object.entries(proposal.optionalNamespaces).map(([ns, p]) => [ns, p.chains]));

/**
 * The chains a session approved in the asked namespaces that the kit never proposed (a hostile or
 * broken peer): such accounts are not taken, and a session with nothing else is refused.
 */
export function unproposedChains(session: WcSession, asked: readonly ChainNamespace[], proposed: ProposedChains): string[] {
  const out = new Set<string>();
  for (const ns of asked) {
    const accounts = session.namespaces[ns]?.accounts;
    if (!Array.isArray(accounts)) continue;
    for (const a of accounts.map(parseAccount)) if (a?.namespace === ns && !proposed[ns]?.includes(a.chain)) out.add(a.chain.slice(0, 80));
  }
  return [...out];
}

/**
 * The kit's view of a session: per asked namespace the approved addresses (each once, in the
 * wallet's order) on a chain the kit proposed, and the chain to be on: `changedChain` when the
 * wallet just moved, else the kit's current network when the session has it, else the wallet's
 * first. Accounts on chains never proposed are left out (the kernel then checks each address).
 */
export function sessionsOf(session: WcSession, asked: readonly ChainNamespace[], preferred: Partial<Record<ChainNamespace, string>>, proposed: ProposedChains, changedChain?: string): NamespaceSession[] {
  const out: NamespaceSession[] = [];
  for (const ns of asked) {
    const approved = session.namespaces[ns];
    if (!approved || !Array.isArray(approved.accounts)) continue;
    const parsed = approved.accounts.map(parseAccount).filter((a): a is NonNullable<typeof a> => a?.namespace === ns && !!proposed[ns]?.includes(a.chain));
    if (!parsed.length) continue;
    const chains = [...new Set(parsed.map((a) => a.chain))];
    const want = [changedChain, preferred[ns]].find((c) => c && chains.includes(c)) ?? chains[0]!;
    const addresses = [...new Set(parsed.filter((a) => a.chain === want).map((a) => a.address))];
    const accounts: AccountInfo[] = addresses.map((address) => ({ address }));
    const reference = want.slice(ns.length + 1);
    out.push({ namespace: ns, accounts, chainId: ns === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference });
  }
  return out;
}

import type { ChainNamespace, KitState } from '@latchkey/kernel';
import type { T } from '../i18n/full';

/**
 * A namespace as visitors know it: 'EVM', 'Solana', 'Bitcoin'… — the `namespace.<id>` string of
 * the kit's catalogues, which a chain plugin brings for its own namespace in its `locale`; a
 * namespace nobody named shows as it is.
 */
export function namespaceName(t: T, ns: string): string {
  const key = `namespace.${ns}`;
  const name = t(key);
  return name && name !== key ? name : ns;
}

/**
 * A namespace with the network the kit is on there: 'Ethereum (EVM)', or just 'Solana' when
 * the network's name already says it.
 */
export function namespaceLabel(t: T, ns: string, networkName: string | undefined): string {
  const name = namespaceName(t, ns);
  if (!networkName || networkName === 'Unknown Network') return name;
  return networkName.toLowerCase() === name.toLowerCase() ? networkName : t('namespace.withNetwork', { network: networkName, namespace: name });
}

/** The namespaces the kit serves, in configuration order. */
export const configuredNamespaces = (s: KitState): ChainNamespace[] => Object.keys(s.chains) as ChainNamespace[];

/** The namespaces a wallet is connected on now. */
export const connectedNamespaces = (s: KitState): ChainNamespace[] => configuredNamespaces(s).filter((ns) => s.chains[ns]?.account.status === 'connected');

/** The namespaces of CAIP ids ('eip155:1', 'solana:5eyk…'), once each, in first-seen order. */
export function namespacesOfChains(chains: readonly unknown[] | null | undefined): string[] {
  const out: string[] = [];
  for (const c of chains ?? []) {
    const ns = typeof c === 'string' ? c.split(':')[0] : undefined;
    if (ns && !out.includes(ns)) out.push(ns);
  }
  return out;
}

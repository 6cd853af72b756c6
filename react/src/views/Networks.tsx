import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { NetworkList } from './NetworkList';
import { configuredNamespaces, namespaceName } from './namespaces';
import type { ViewProps } from './types';

/**
 * Every configured network of every namespace, grouped by namespace under headings when there
 * are several ('EVM networks', 'Solana networks'); the active namespace's network is marked.
 * Choosing one switches to it; on a namespace the visitor is not connected on, the kernel asks
 * them to connect a wallet there first (SwitchActiveChain).
 */
export default function Networks(_props: ViewProps) {
  const t = useT();
  const served = useKitState(configuredNamespaces);
  const chains = useKitState((s) => s.chains);
  const current = useKitState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined));
  const groups = served.map((ns) => ({
    key: ns,
    heading: served.length > 1 ? t('networks.group', { namespace: namespaceName(t, ns) }) : undefined,
    networks: chains[ns]?.network.requestedCaipNetworks ?? [],
  }));
  return <NetworkList groups={groups} current={current} />;
}

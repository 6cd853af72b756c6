import { useKitState } from '../hooks/useKitState';
import { NetworkList } from './NetworkList';
import type { ViewProps } from './types';

/** Every configured network of every namespace; choosing one switches to it. */
export default function Networks(_props: ViewProps) {
  const { networks, current } = useKitState((s) => ({
    networks: Object.values(s.chains).flatMap((c) => c?.network.requestedCaipNetworks ?? []),
    current: s.activeNamespace ? s.chains[s.activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined,
  }));
  return <NetworkList networks={networks} current={current} />;
}

import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { Button, Text } from '../ui/primitives';
import { NetworkImage } from '../ui/NetworkImage';
import { namespaceName } from './namespaces';
import type { ViewProps } from './types';
import { useKitInternals } from '../hooks/useKitInternals';

/**
 * SPEC §2/§4: the visitor chose a network of a namespace they are connected on only elsewhere.
 * Params: `network` (the target's CAIP-2 id), `navigateTo` (default Connect) and `replace` (go
 * on in place of this view, or on top of it). The Connect view then lists the wallets that
 * serve the target namespace.
 */
export default function SwitchActiveChain({ params }: ViewProps) {
  const { router } = useKitInternals();
  const t = useT();
  const target = useKitState((s) => Object.values(s.chains).flatMap((c) => c?.network.requestedCaipNetworks ?? []).find((n) => n.caipNetworkId === params.network));
  const name = target?.name ?? String(params.network ?? '');
  const ns = target?.chainNamespace ?? (typeof params.network === 'string' ? params.network.split(':')[0] : undefined);
  const chain = ns ? namespaceName(t, ns) : name;
  const go = () => {
    const asked = typeof params.navigateTo === 'string' ? params.navigateTo : 'Connect';
    // A host typo must not leave the visitor stuck on this view.
    const view = router.isKnown(asked) ? asked : 'Connect';
    if (params.replace === true) router.replace(view);
    else router.push(view);
  };
  return (
    <div className="lk-center">
      <NetworkImage network={target} name={name} size="lg" />
      <p className="lk-subtitle">{t('networks.switchActive', { namespace: chain })}</p>
      <Text>{t('networks.activeChainHint', { namespace: chain })}</Text>
      <Text>{t('networks.activeChain', { name })}</Text>
      <Button onClick={go}>{t('networks.connect')}</Button>
    </div>
  );
}

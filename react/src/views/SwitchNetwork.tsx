import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { Spinner, Text } from '../ui/primitives';
import { NetworkImage } from '../ui/NetworkImage';
import type { ViewProps } from './types';

/** Shown while the wallet is asked to switch; the kernel goes back or closes when it settles. */
export default function SwitchNetwork({ params }: ViewProps) {
  const t = useT();
  const target = useKitState((s) => Object.values(s.chains).flatMap((c) => c?.network.requestedCaipNetworks ?? []).find((n) => n.caipNetworkId === params.network));
  const name = target?.name ?? String(params.network ?? '');
  return (
    <div className="lk-center" aria-live="polite">
      <NetworkImage network={target} name={name} size="lg" />
      <Spinner label={t('networks.switchTo', { name })} />
      <p className="lk-strong">{t('networks.switchTo', { name })}</p>
      <Text>{t('networks.switching')}</Text>
    </div>
  );
}

import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/useT';
import { Button, Text, WalletImage } from '../ui/primitives';
import type { ViewProps } from './types';

/** Connected on another namespace only: connect a wallet for the target network's namespace. */
export default function SwitchActiveChain({ params }: ViewProps) {
  const kit = useKit();
  const t = useT();
  const target = useKitState((s) => Object.values(s.chains).flatMap((c) => c?.network.requestedCaipNetworks ?? []).find((n) => n.caipNetworkId === params.network));
  const name = target?.name ?? String(params.network ?? '');
  const go = () => {
    const view = typeof params.navigateTo === 'string' ? params.navigateTo : 'Connect';
    if (params.replace) kit.router.replace(view);
    else kit.router.push(view);
  };
  return (
    <div className="lk-center">
      <WalletImage src={target?.assets?.imageUrl} name={name} size="lg" />
      <Text>{t('networks.activeChain', { name })}</Text>
      <Button onClick={go}>{t('networks.connect')}</Button>
    </div>
  );
}

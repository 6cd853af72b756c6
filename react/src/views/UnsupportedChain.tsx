import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { Button, Text } from '../ui/primitives';
import { NetworkList } from './NetworkList';
import type { ViewProps } from './types';

/** The wallet sits on a network this app does not support: pick a supported one or disconnect. */
export default function UnsupportedChain(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  const { networks, ns } = useKitState((s) => ({ networks: s.activeNamespace ? (s.chains[s.activeNamespace]?.network.requestedCaipNetworks ?? []) : [], ns: s.activeNamespace }));
  return (
    <>
      <Text>{t('networks.unsupported')}</Text>
      <NetworkList groups={[{ key: ns ?? 'networks', networks }]} />
      {/* The kernel forgets the wallet even when the wallet's own disconnect fails. */}
      <Button variant="danger" onClick={() => void kit.disconnect({ namespace: ns }).catch(() => undefined)}>
        {t('account.disconnect')}
      </Button>
    </>
  );
}

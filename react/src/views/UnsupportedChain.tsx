import { useState } from 'react';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/useT';
import { Button, ListItem, Text, WalletImage } from '../ui/primitives';
import type { ViewProps } from './types';

/** The wallet sits on a network this app does not support: pick a supported one or disconnect. */
export default function UnsupportedChain(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  const [failed, setFailed] = useState(false);
  const { networks, ns } = useKitState((s) => ({ networks: s.activeNamespace ? (s.chains[s.activeNamespace]?.network.requestedCaipNetworks ?? []) : [], ns: s.activeNamespace }));
  return (
    <>
      <Text>{t('networks.unsupported')}</Text>
      <ul className="lk-list">
        {networks.map((n) => (
          <li key={n.caipNetworkId}>
            <ListItem
              image={<WalletImage src={n.assets?.imageUrl} name={n.name} />}
              label={n.name}
              onClick={() => {
                setFailed(false);
                kit.switchNetwork(n).catch(() => setFailed(true));
              }}
            />
          </li>
        ))}
      </ul>
      {failed ? (
        <div role="alert">
          <Text tone="danger">{t('networks.failed')}</Text>
        </div>
      ) : null}
      <Button variant="danger" onClick={() => void kit.disconnect({ namespace: ns })}>
        {t('account.disconnect')}
      </Button>
    </>
  );
}

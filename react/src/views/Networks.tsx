import { useState } from 'react';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/useT';
import { ListItem, Text, WalletImage } from '../ui/primitives';
import type { ViewProps } from './types';

/** Every configured network of every namespace; choosing one switches to it. */
export default function Networks(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  const [error, setError] = useState<string>();
  const { networks, current } = useKitState((s) => ({
    networks: Object.values(s.chains).flatMap((c) => c?.network.requestedCaipNetworks ?? []),
    current: s.activeNamespace ? s.chains[s.activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined,
  }));
  return (
    <>
      <ul className="lk-list">
        {networks.map((n) => (
          <li key={n.caipNetworkId}>
            <ListItem
              image={<WalletImage src={n.assets?.imageUrl} name={n.name} />}
              label={n.name}
              current={n.caipNetworkId === current}
              tag={n.caipNetworkId === current ? t('networks.current') : undefined}
              onClick={() => {
                setError(undefined);
                if (n.caipNetworkId === current) return;
                kit.switchNetwork(n).catch((e: unknown) => setError(e instanceof Error ? e.message.split('\n')[0] : String(e)));
              }}
            />
          </li>
        ))}
      </ul>
      {error ? (
        <div role="alert">
          <Text tone="danger">{t('networks.failed')}</Text>
        </div>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import type { CaipNetwork } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useT } from '../i18n/useT';
import { ListItem, Text, WalletImage } from '../ui/primitives';

/** A list of networks; choosing one asks the kit to switch, and a failure is announced. */
export function NetworkList({ networks, current }: { networks: CaipNetwork[]; current?: string }) {
  const kit = useKit();
  const t = useT();
  const [failed, setFailed] = useState(false);
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
                setFailed(false);
                if (n.caipNetworkId !== current) kit.switchNetwork(n).catch(() => setFailed(true));
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
    </>
  );
}

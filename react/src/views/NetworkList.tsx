import { useId, useState } from 'react';
import type { CaipNetwork } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useT } from '../i18n/full';
import { ListItem, Text } from '../ui/primitives';
import { NetworkImage } from '../ui/NetworkImage';

/** Networks of one namespace; `heading` names the group when several are listed. */
export interface NetworkGroup {
  key: string;
  heading?: string;
  networks: CaipNetwork[];
}

/**
 * Lists of networks, one per group (under a heading when it has one); choosing one asks the kit
 * to switch, and a failure is announced. The network a connected namespace is already on just
 * becomes the active one: there is nothing to ask the wallet.
 */
export function NetworkList({ groups, current }: { groups: NetworkGroup[]; current?: string }) {
  const kit = useKit();
  const t = useT();
  const ids = useId();
  const [failed, setFailed] = useState(false);
  const pick = (n: CaipNetwork) => {
    setFailed(false);
    if (n.caipNetworkId === current) return;
    const chain = kit.getState().chains[n.chainNamespace];
    if (chain?.account.status === 'connected' && chain.network.caipNetwork?.caipNetworkId === n.caipNetworkId) return kit.setActiveNamespace(n.chainNamespace);
    kit.switchNetwork(n).catch(() => setFailed(true));
  };
  const list = (g: NetworkGroup, labelledBy?: string) => (
    <ul className="lk-list" aria-labelledby={labelledBy}>
      {g.networks.map((n) => (
        <li key={n.caipNetworkId}>
          <ListItem
            image={<NetworkImage network={n} name={n.name} />}
            label={n.name}
            current={n.caipNetworkId === current}
            tag={n.caipNetworkId === current ? t('networks.current') : undefined}
            onClick={() => pick(n)}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {groups.map((g) =>
        g.heading ? (
          <section key={g.key} className="lk-section" aria-labelledby={`${ids}-${g.key}`}>
            <h3 id={`${ids}-${g.key}`} className="lk-section-title">
              {g.heading}
            </h3>
            {list(g, `${ids}-${g.key}`)}
          </section>
        ) : (
          <div key={g.key}>{list(g)}</div>
        ),
      )}
      {failed ? (
        <div role="alert">
          <Text tone="danger">{t('networks.failed')}</Text>
        </div>
      ) : null}
    </>
  );
}

import type { Connection, ConnectorInfo } from '@latchkey/kernel';
import { useT } from '../../i18n/full';
import { useKit } from '../../hooks/useKit';
import { walletIconUrl } from '../../ui/images';
import { Button, IconButton, WalletImage } from '../../ui/primitives';
import { DisconnectIcon } from '../../ui/icons';
import { shortAddress } from '../../ui/safe';

export interface WalletRowProps {
  connection: Connection;
  connector: ConnectorInfo | undefined;
  active: boolean;
  busy: boolean;
  /** The namespace's name, when the visitor has several: the same wallet may be listed under each. */
  namespace?: string;
  onUse: () => void;
  onRemove: () => void;
}

/** The wallet's display name: its connector's, else its id. */
export const walletName = (connector: ConnectorInfo | undefined, connectorId: string) => connector?.name ?? connectorId;

/**
 * One connected wallet of a namespace: image, name, short address; 'Active' in words on the one
 * in use, a 'Use' button on the others; and a disconnect button named after the wallet (and the
 * namespace, when the same wallet can appear under several).
 */
export function WalletRow({ connection, connector, active, busy, namespace, onUse, onRemove }: WalletRowProps) {
  const t = useT();
  const kit = useKit();
  const name = walletName(connector, connection.connectorId);
  const address = connection.accounts[0]?.address;
  // Pressed again while the wallet answers: ignored, but the button keeps focus (no `disabled`).
  const guard = (fn: () => void) => () => void (busy ? undefined : fn());
  return (
    <li className="lk-wrow" data-active={active || undefined} aria-current={active || undefined}>
      <WalletImage src={walletIconUrl(kit, { connector })} name={name} />
      <span className="lk-wrow-main">
        <span className="lk-wrow-name" dir="auto">
          {name}
        </span>
        {address ? (
          <span className="lk-address" title={address}>
            {shortAddress(address)}
          </span>
        ) : null}
      </span>
      {active ? (
        <span className="lk-tag">{t('profile.active')}</span>
      ) : (
        <Button variant="secondary" className="lk-btn-sm" aria-label={namespace ? t('profile.useWalletOn', { name, namespace }) : t('profile.useWallet', { name })} aria-disabled={busy || undefined} onClick={guard(onUse)}>
          {t('profile.use')}
        </Button>
      )}
      <IconButton label={namespace ? t('profile.disconnectFrom', { name, namespace }) : t('profile.disconnect', { name })} aria-disabled={busy || undefined} onClick={guard(onRemove)}>
        <DisconnectIcon />
      </IconButton>
    </li>
  );
}

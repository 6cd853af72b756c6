import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/full';
import { Button, SafeLink, Text } from '../../ui/primitives';
import { ExternalIcon } from '../../ui/icons';
import { DirectoryImage } from '../../ui/directory/DirectoryImage';
import type { WalletEntry } from '../../ui/directory/directory';

export interface WalletPanelProps {
  entry: WalletEntry;
  imageUrl: string | undefined;
  /** Already checked by safeLink (https or an app scheme); none: the wallet has no link to open. */
  link?: string | undefined;
  /** Connects it through the view for directory wallets (a relay's); none installed: not offered. */
  onWalletConnect?: (() => void) | undefined;
  onBack: () => void;
}

/**
 * A directory wallet that is not installed here: open its app or web link, or connect it through
 * the view for directory wallets (WalletConnect's) when a plugin brings one; with neither, say
 * that it cannot be connected here. Focus moves to the panel's heading so screen readers hear the switch.
 */
export function WalletPanel({ entry, imageUrl, link, onWalletConnect, onBack }: WalletPanelProps) {
  const t = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="lk-center" aria-labelledby={headingId}>
      <DirectoryImage src={imageUrl} name={entry.name} size="lg" />
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="lk-subtitle" dir="auto">
        {entry.name}
      </h3>
      <Text>{t('wallets.notInstalled', { name: entry.name })}</Text>
      {link ? (
        <p className="lk-text">
          <SafeLink href={link}>
            {t('wallets.open', { name: entry.name })} <ExternalIcon />
          </SafeLink>
        </p>
      ) : null}
      {!link && !onWalletConnect ? <Text>{t('wc.unavailable')}</Text> : null}
      <div className="lk-row">
        <Button variant="secondary" onClick={onBack}>
          {t('wallets.back')}
        </Button>
        {onWalletConnect ? <Button onClick={onWalletConnect}>{t('wallets.useWalletConnect')}</Button> : null}
      </div>
    </section>
  );
}

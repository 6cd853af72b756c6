import { useKit } from '../hooks/useKit';
import { useT } from '../i18n/full';
import { Button, Text } from '../ui/primitives';
import type { ViewProps } from './types';

/** WalletConnect arrives with its plugin; until one is installed, say so and offer the wallet list. */
export default function ConnectingWalletConnect(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  return (
    <div className="lk-center">
      <Text>{t('wc.unavailable')}</Text>
      <Button variant="secondary" onClick={() => kit.router.push('AllWallets')}>
        {t('connect.allWallets')}
      </Button>
    </div>
  );
}

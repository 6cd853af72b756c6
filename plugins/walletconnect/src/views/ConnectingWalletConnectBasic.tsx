import {} from '@latchkey/react/ui';
import { useWcT } from './useWcT';
import { Pairing } from './Pairing';

/**
 * ConnectingWalletConnectBasic (SPEC §2: no adapters, or manual control, on a desktop): the
 * WalletConnect pairing on its own, with no directory wallet: an introduction, the QR code and
 * "Copy link".
 */
export default function ConnectingWalletConnectBasic(_props: { params: Record<string, unknown> }) {
  const t = useWcT();
  return <Pairing intro={t('wc.basicIntro')} />;
}

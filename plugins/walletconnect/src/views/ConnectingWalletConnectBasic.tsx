import {} from '@latchkey/react/ui';
import { useWcT } from './useWcT';
import { Pairing, withEnv } from './Pairing';
import type { WcEnv } from '../env';

/**
 * ConnectingWalletConnectBasic (SPEC §2: no adapters, or manual control, on a desktop): the
 * WalletConnect pairing on its own, with no directory wallet: an introduction, the QR code and
 * "Copy link".
 */
export default function ConnectingWalletConnectBasic({ env }: { params: Record<string, unknown>; env: WcEnv }) {
  const t = useWcT();
  return <Pairing intro={t('wc.basicIntro')} env={env} />;
}

/** The view as the plugin's entry loads it, bound to what the entry hands it. */
export const forEnv = (env: WcEnv) => withEnv(ConnectingWalletConnectBasic, env);

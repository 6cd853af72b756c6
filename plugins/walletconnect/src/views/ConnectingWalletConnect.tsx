import { useMemo } from 'react';
import { linksOf } from './links';
import { Pairing, type DirectoryWallet } from './Pairing';

/**
 * ConnectingWalletConnect (SPEC §2): a directory wallet with no connector here, or the
 * WalletConnect entry itself. Params (all optional, read defensively: a dapp may open the view
 * from plain JS): `walletId`, `name`, `imageUrl` and the directory entry's `links`
 * (`mobile` / `desktop` / `webapp`), which become open-in-wallet buttons once their schemes pass.
 */
export default function ConnectingWalletConnect({ params }: { params: Record<string, unknown> }) {
  const { name, imageUrl, links } = params;
  const wallet = useMemo<DirectoryWallet | undefined>(() => {
    const n = typeof name === 'string' && name.trim() ? name : undefined;
    if (!n) return undefined;
    return { name: n, imageUrl: typeof imageUrl === 'string' ? imageUrl : undefined, links: linksOf(links) };
  }, [name, imageUrl, links]);
  return <Pairing wallet={wallet} />;
}

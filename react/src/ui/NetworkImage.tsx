import { useContext } from 'react';
import type { CaipNetwork } from '@latchkey/kernel';
import { KitContext } from '../context';
import { networkImageUrl } from './images';
import { ImageTile, type IconSize } from './TokenIcon';

/**
 * A network's picture, the same in every view (the network button and list, the Account view,
 * switching): its `assets.imageUrl`, else its `assets.imageId` on the SPEC's `/public/getAssetImage`,
 * else — and when the image fails — the monogram tile of its name, as tokens without an image have.
 *
 * @example
 * <NetworkImage network={network} name={network.name} />
 */
export function NetworkImage({ network, name, size = 'md' }: { network: Pick<CaipNetwork, 'assets'> | undefined; name: string; size?: Exclude<IconSize, 'sm'> }) {
  const kit = useContext(KitContext);
  return <ImageTile src={kit ? networkImageUrl(kit, network) : undefined} label={name} size={size} kind="network" />;
}

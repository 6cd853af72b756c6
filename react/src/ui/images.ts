import { internals, type CaipNetwork, type ConnectorInfo, type Kit } from '@latchkey/kernel';
import { kitImage } from './kitImage';

export { kitImage };

// Where each picture the kit draws comes from, one rule per kind. Every source passes safeImage
// (https, a `data:image/`, or loopback http when the kit's own services run there); an image the
// rules give none for, or one that fails to load, is a monogram tile (TokenIcon's).

// A kit `createKit` made: its config service's client (`internals(kit).http`) builds the URLs.
type ImageKit = Kit;

/** An id or symbol that stays one path segment: letters, digits, `.`, `_`, `-`. */
const PLAIN = /^[A-Za-z0-9._-]{1,128}$/;

/** `{path}/{id}` on the config service (with its projectId, st, sv), if the id is a plain token. */
function served(kit: ImageKit, path: string, id: unknown): string | undefined {
  return typeof id === 'string' && PLAIN.test(id) ? kitImage(kit, internals(kit).http.api.url(`${path}/${id}`)) : undefined;
}

/**
 * Whether the SPEC's public image endpoints (`/public/getAssetImage`, `getTokenImage`,
 * `getCurrencyImage`) are asked: not in basic mode (no hosted services), and only with a project id.
 */
export const publicImages = (kit: Pick<Kit, 'options'>): boolean => !kit.options.basic && Boolean(kit.options.projectId);

/**
 * A network's image: its `assets.imageUrl`, else its `assets.imageId` on `/public/getAssetImage`.
 *
 * @example
 * networkImageUrl(kit, { ...solanaMainnet }) // 'https://api.web3modal.org/public/getAssetImage/2fa1…?projectId=…'
 */
export function networkImageUrl(kit: ImageKit, network: Pick<CaipNetwork, 'assets'> | undefined): string | undefined {
  const assets = network?.assets;
  return kitImage(kit, assets?.imageUrl) ?? (publicImages(kit) ? served(kit, '/public/getAssetImage', assets?.imageId) : undefined);
}

/**
 * A token's image: the one its token list or balance reply gives, else — for a network's own
 * currency only, whose symbol the dapp configured — `/public/getTokenImage/{symbol}`. A symbol
 * alone never picks the image of another token (anyone can call a token 'USDC').
 *
 * @example
 * tokenImageUrl(kit, { symbol: 'ETH' }, { native: true }) // '…/public/getTokenImage/ETH?projectId=…'
 */
export function tokenImageUrl(kit: ImageKit, token: { symbol: string; iconUrl?: string | null }, options: { native?: boolean } = {}): string | undefined {
  return kitImage(kit, token.iconUrl) ?? (options.native && publicImages(kit) ? served(kit, '/public/getTokenImage', token.symbol.trim()) : undefined);
}

/**
 * A fiat currency's image, `/public/getCurrencyImage/{ISO 4217 code}`.
 *
 * @example
 * currencyImageUrl(kit, 'usd') // '…/public/getCurrencyImage/USD?projectId=…'
 */
export function currencyImageUrl(kit: ImageKit, code: string | undefined): string | undefined {
  return code && /^[A-Za-z]{3}$/.test(code) && publicImages(kit) ? served(kit, '/public/getCurrencyImage', code.toUpperCase()) : undefined;
}

/**
 * A directory wallet's image (`/getWalletImage/{image_id}`), as the directory itself is read:
 * in basic mode too.
 */
export const walletImageUrl = (kit: ImageKit, entry: { image_id?: string | null }): string | undefined => served(kit, '/getWalletImage', entry.image_id);

/**
 * A wallet's icon, the same in every view (Connect, All Wallets, Connecting, the Account view,
 * its wallets, ConnectButton). A wallet that is here (a connector) is drawn as it announces
 * itself (EIP-6963, Wallet Standard: `imageUrl`), else by its directory image id (`imageId`); a
 * directory wallet that is not here by its entry's `image_id`. Nothing: the name's letter tile.
 *
 * @example
 * walletIconUrl(kit, { connector }) // 'data:image/svg+xml;base64,…'
 */
export function walletIconUrl(kit: ImageKit, wallet: { connector?: Pick<ConnectorInfo, 'imageUrl' | 'imageId'> | undefined; entry?: { image_id?: string | null } | undefined }): string | undefined {
  const { connector, entry } = wallet;
  if (connector) return kitImage(kit, connector.imageUrl) ?? walletImageUrl(kit, { image_id: connector.imageId });
  return entry ? walletImageUrl(kit, entry) : undefined;
}

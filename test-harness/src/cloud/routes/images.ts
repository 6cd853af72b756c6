import type { RouteHandler } from '../context';
import { HttpError } from '../http';
import type { Reply } from '../http';
import { CURRENCY_IMAGE_IDS, NETWORK_IMAGE_IDS, TOKEN_IMAGE_IDS, brokenImage, hugeSvgImage, pngImage, svgImage } from '../images';
import type { CloudRouteKey } from '../paths';

const SVG = 'image/svg+xml';
const PNG = 'image/png';

function notFound(kind: string, id: string): never {
  throw new HttpError(404, `No ${kind} image with id "${id}"`);
}

function image(contentType: string, body: Buffer | string): Reply {
  return { kind: 'bytes', contentType, body };
}

/** `GET /getWalletImage/{id}`: the entry's SVG, or the hostile huge or broken bytes. */
const walletImage: RouteHandler = (ctx) => {
  const id = ctx.params.id ?? '';
  const spec = ctx.state.directory.images.get(id);
  if (!spec) notFound('wallet', id);
  if (spec.kind === 'huge') {
    ctx.state.hugeImage ??= hugeSvgImage();
    return image(SVG, ctx.state.hugeImage);
  }
  if (spec.kind === 'broken') return image(PNG, brokenImage());
  return image(SVG, svgImage(spec.label));
};

/** `GET /public/getAssetImage/{id}`: network images, ids in `NETWORK_IMAGE_IDS`. */
const assetImage: RouteHandler = (ctx) => {
  const id = ctx.params.id ?? '';
  const caip = Object.keys(NETWORK_IMAGE_IDS).find((key) => NETWORK_IMAGE_IDS[key] === id);
  if (caip === undefined) notFound('asset', id);
  return image(SVG, svgImage(caip.startsWith('eip155:') ? `E${caip}` : caip.toUpperCase()));
};

/** `GET /public/getCurrencyImage/{id}`: PNG per ISO currency code. */
const currencyImage: RouteHandler = (ctx) => {
  const id = (ctx.params.id ?? '').toUpperCase();
  if (!CURRENCY_IMAGE_IDS.includes(id)) notFound('currency', id);
  return image(PNG, pngImage(`currency:${id}`));
};

/** `GET /public/getTokenImage/{id}`: PNG per token symbol. */
const tokenImage: RouteHandler = (ctx) => {
  const id = (ctx.params.id ?? '').toUpperCase();
  if (!TOKEN_IMAGE_IDS.includes(id)) notFound('token', id);
  return image(PNG, pngImage(`token:${id}`));
};

/** Handlers of the image routes. Images need no projectId so plain `<img src>` works. */
export const imageRoutes = { walletImage, assetImage, currencyImage, tokenImage } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;

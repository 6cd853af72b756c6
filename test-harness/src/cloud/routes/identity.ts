import { requireProject } from '../context';
import type { RouteHandler } from '../context';
import { HttpError, json, requireAddress } from '../http';
import { svgImage } from '../images';
import type { CloudRouteKey } from '../paths';

/**
 * `GET /v1/identity/{address}?projectId&chainId` → `{ name, avatar }`: the identity a test set for
 * the address (`setIdentity`), or both null, as the reference kit's blockchain API answers an
 * address without an ENS name.
 */
const identity: RouteHandler = (ctx) => {
  requireProject(ctx);
  const address = requireAddress(ctx.params.address).toLowerCase();
  const found = ctx.state.identities.get(address);
  return json({ name: found?.name ?? null, avatar: found?.avatar ?? null });
};

/** `GET /identity/avatar/{address}`: the avatar image of an identity (an SVG of its name's first letter). */
const identityAvatar: RouteHandler = (ctx) => {
  const address = requireAddress(ctx.params.address).toLowerCase();
  const found = ctx.state.identities.get(address);
  if (!found) throw new HttpError(404, `No identity for ${address}`);
  return { kind: 'bytes', contentType: 'image/svg+xml', body: svgImage(found.name ?? address.slice(2)) };
};

/** Handlers of the identity routes. The avatar needs no projectId, so a plain `<img src>` works. */
export const identityRoutes = { identity, identityAvatar } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;

import { requireProject } from '../context';
import type { RouteHandler } from '../context';
import { queryDirectory } from '../directory';
import { HttpError, intQuery, json, listQuery } from '../http';
import type { CloudRouteKey } from '../paths';

/** `GET /appkit/v1/config` → `{ features: [{ id, isEnabled, config }] }`. */
const config: RouteHandler = (ctx) => json({ features: requireProject(ctx).features });

/** `GET /projects/v1/origins` → `{ allowedOrigins }`; unknown project → 403. */
const origins: RouteHandler = (ctx) => json({ allowedOrigins: requireProject(ctx).allowedOrigins });

/** `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }`. */
const analyticsConfig: RouteHandler = (ctx) => json({ isAnalyticsEnabled: requireProject(ctx).analyticsEnabled });

/** `GET /getWallets` → `{ data: WalletEntry[], count }` with the SPEC §7 filters. */
const wallets: RouteHandler = (ctx) => {
  requireProject(ctx);
  const badge = ctx.query.get('badge_type');
  if (badge !== null && badge !== '' && badge !== 'certified' && badge !== 'none') {
    throw new HttpError(400, 'Query parameter "badge_type" must be "certified" or "none"');
  }
  const search = ctx.query.get('search');
  return json(
    queryDirectory(ctx.state.directory.entries, {
      page: intQuery(ctx.query, 'page', 1, 1, 100_000),
      entries: intQuery(ctx.query, 'entries', 40, 1, 100),
      search: search === null || search.trim() === '' ? null : search.trim(),
      badgeType: badge === 'certified' || badge === 'none' ? badge : null,
      include: listQuery(ctx.query, 'include'),
      exclude: listQuery(ctx.query, 'exclude'),
      chains: listQuery(ctx.query, 'chains'),
    }),
  );
};

/** Handlers of the config-service routes. */
export const configRoutes = { config, origins, analyticsConfig, wallets } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;

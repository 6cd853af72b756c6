import { requireProject } from '../context';
import type { RouteHandler } from '../context';
import { HttpError, json, requireAddress, requireEvmChainId } from '../http';
import type { CloudRouteKey } from '../paths';

/** Items per page of the history route. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * `GET /v1/account/{address}/history?chainId=eip155:N&projectId=…[&cursor=…][&onramp=…]` →
 * `{ data: HistoryItem[], next: string | null }`, newest first, built from the local chain's
 * blocks (native transfers) and ERC-20 Transfer logs. `next` is the opaque cursor of the next page.
 */
const history: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const address = requireAddress(ctx.params.address);
  const chainId = requireEvmChainId(ctx.query.get('chainId'));
  const cursor = ctx.query.get('cursor');
  if (cursor !== null && cursor !== '' && !/^\d{1,9}$/.test(cursor)) throw new HttpError(400, 'Invalid cursor');
  const offset = cursor ? Number(cursor) : 0;
  const chain = ctx.state.chains.get(chainId);
  if (!chain) return json({ data: [], next: null });
  let items;
  try {
    items = await chain.history.itemsFor(address, ctx.state.baseUrl);
  } catch (error) {
    throw new HttpError(502, `Could not read history from eip155:${chainId}: ${(error as Error).message.split('\n')[0]}`);
  }
  const end = offset + HISTORY_PAGE_SIZE;
  return json({ data: items.slice(offset, end), next: end < items.length ? String(end) : null });
};

/** Handler of the history route. */
export const historyRoutes = { history } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;

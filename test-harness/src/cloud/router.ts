import { CLOUD_PATHS, CLOUD_ROUTE_KEYS } from './paths';
import type { CloudRouteKey } from './paths';

/** A request path matched to a route of `CLOUD_PATHS`. */
export type RouteMatch =
  | { kind: 'route'; key: CloudRouteKey; params: Record<string, string> }
  | { kind: 'wrong-method'; key: CloudRouteKey; allowed: string }
  | { kind: 'none' };

/** A trailing slash never changes the route (`/v1` and `/v1/` are the RPC proxy). */
function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

interface CompiledRoute {
  key: CloudRouteKey;
  method: string;
  pattern: RegExp;
  names: string[];
}

/**
 * Compiles the path table into matchers; called once per server.
 *
 * @example
 * const match = createRouter();
 * match('GET', '/getWalletImage/abc'); // { kind: 'route', key: 'walletImage', params: { id: 'abc' } }
 */
export function createRouter(): (method: string, pathname: string) => RouteMatch {
  const routes: CompiledRoute[] = CLOUD_ROUTE_KEYS.map((key) => {
    const names: string[] = [];
    const source = trimSlash(CLOUD_PATHS[key].path)
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      })
      .join('');
    return { key, method: CLOUD_PATHS[key].method, pattern: new RegExp(`^${source}$`), names };
  });

  return (method, pathname) => {
    const path = trimSlash(pathname);
    let wrongMethod: RouteMatch | null = null;
    for (const route of routes) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        wrongMethod ??= { kind: 'wrong-method', key: route.key, allowed: route.method };
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        // A malformed escape such as %E0%A4%A is a client error; keep the raw text instead of throwing.
        const raw = found[index + 1]!;
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      return { kind: 'route', key: route.key, params };
    }
    return wrongMethod ?? { kind: 'none' };
  };
}

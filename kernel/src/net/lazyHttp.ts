import type { HttpClient, HttpClientOptions, RequestOptions } from './http';
import { buildUrl } from './url';
import { loadOnce } from './loadOnce';

/**
 * An HTTP client whose code (fetch handling, timeouts, reply validation) loads with its first
 * call: a page in basic mode, or one that has not needed the cloud yet, never downloads it.
 */
export function lazyHttpClient(options: HttpClientOptions): HttpClient {
  const { get } = loadOnce(() => import('./http').then((m) => m.createHttpClient(options)));
  return {
    get: async <T = unknown>(path: string, o?: RequestOptions<T>): Promise<T> => (await get()).get<T>(path, o),
    post: async <T = unknown>(path: string, o?: RequestOptions<T>): Promise<T> => (await get()).post<T>(path, o),
    url: (path, query) => buildUrl(options, path, query),
  };
}

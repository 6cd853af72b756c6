import type { HttpClient, HttpClientOptions, RequestOptions } from './http';
import { buildUrl } from './url';

/**
 * An HTTP client whose code (fetch handling, timeouts, reply validation) loads with its first
 * call: a page in basic mode, or one that has not needed the cloud yet, never downloads it.
 */
export function lazyHttpClient(options: HttpClientOptions): HttpClient {
  let client: Promise<HttpClient> | undefined;
  const get = () =>
    (client ??= import('./http').then(
      (m) => m.createHttpClient(options),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return {
    get: async <T = unknown>(path: string, o?: RequestOptions<T>): Promise<T> => (await get()).get<T>(path, o),
    post: async <T = unknown>(path: string, o?: RequestOptions<T>): Promise<T> => (await get()).post<T>(path, o),
    url: (path, query) => buildUrl(options, path, query),
  };
}

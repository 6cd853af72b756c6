import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A running static server. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** What {@link serveStatic} serves: in-memory files (by URL path) first, then a directory. */
export interface ServeStaticOptions {
  root?: string;
  files?: Record<string, string | Buffer>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

function contentType(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

async function fromRoot(root: string, urlPath: string): Promise<{ body: Buffer; file: string } | undefined> {
  const base = path.resolve(root);
  const file = path.resolve(base, `.${urlPath}`);
  // Refuse anything that escapes the root (e.g. /../../etc/passwd).
  if (file !== base && !file.startsWith(base + path.sep)) return undefined;
  try {
    const info = await stat(file);
    const target = info.isDirectory() ? path.join(file, 'index.html') : file;
    return { body: await readFile(target), file: target };
  } catch {
    return undefined;
  }
}

/**
 * Serves in-memory files and/or a directory over HTTP on 127.0.0.1 (a free port). `/` maps to
 * `/index.html`. Responses are not cached, so a rebuilt file is always re-read.
 *
 * @example
 * ```ts
 * const server = await serveStatic({ files: { '/index.html': '<h1>hi</h1>' } });
 * await page.goto(`${server.url}/`);
 * await server.close();
 * ```
 */
export async function serveStatic(options: ServeStaticOptions): Promise<StaticServer> {
  const files = new Map(Object.entries(options.files ?? {}).map(([key, value]) => [key.startsWith('/') ? key : `/${key}`, value]));
  const server = createServer((request, response) => {
    void (async () => {
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
      } catch {
        response.writeHead(400).end('bad request');
        return;
      }
      if (urlPath.endsWith('/')) urlPath += 'index.html';
      const inline = files.get(urlPath);
      const found = inline !== undefined ? { body: inline, file: urlPath } : options.root ? await fromRoot(options.root, urlPath) : undefined;
      if (!found) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`not found: ${urlPath}`);
        return;
      }
      response.writeHead(200, { 'content-type': contentType(found.file), 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : found.body);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

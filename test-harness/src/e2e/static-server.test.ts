import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server';
import type { StaticServer } from './static-server';

describe('serveStatic', () => {
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'latchkey-static-'));
    await mkdir(path.join(root, 'sub'));
    await writeFile(path.join(root, 'app.js'), 'console.log(1)');
    await writeFile(path.join(root, 'sub', 'index.html'), '<p>sub</p>');
    server = await serveStatic({ root, files: { '/index.html': '<h1>inline</h1>', 'data.json': '{"a":1}' } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 and serves inline files before the root, with content types', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toBe('<h1>inline</h1>');
    const json = await fetch(`${server.url}/data.json`);
    expect(await json.json()).toEqual({ a: 1 });
    const js = await fetch(`${server.url}/app.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await (await fetch(`${server.url}/sub/`)).text()).toBe('<p>sub</p>');
  });

  it('answers 404 for missing files and for paths escaping the root', async () => {
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });

  it('frees its port on close', async () => {
    const other = await serveStatic({ files: { '/index.html': 'x' } });
    expect((await fetch(`${other.url}/`)).status).toBe(200);
    await other.close();
    await expect(fetch(`${other.url}/`)).rejects.toThrow();
  });
});

// Checks of the documentation's sources, fast and without building the site (the VitePress build
// checks dead links again, including those into the generated API reference):
// 1. no page types TypeScript or JavaScript inline: code samples live in samples/ (type-checked by
//    the root `tsc -p tsconfig.json`, which includes docs/samples) and are included with `<<< @/samples/…`;
// 2. every `<<< @/samples/…` include names an existing file;
// 3. every file in samples/ is included by some page;
// 4. every internal link (pages, front matter, the nav and sidebar) resolves to a page, and its
//    `#anchor`, when it has one, to a heading of that page;
// 5. every page is in the sidebar.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const docs = dirname(fileURLToPath(import.meta.url));
/** Generated (git-ignored) or not pages at all. */
const SKIP = new Set(['node_modules', 'api', '.vitepress', 'samples', 'scripts']);

function walk(dir: string, keep: (file: string) => boolean, skip: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full, keep));
    else if (keep(full)) out.push(full);
  }
  return out;
}

/** Posix path relative to docs/. */
const rel = (file: string) => relative(docs, file).split(sep).join('/');

const pages = walk(docs, (f) => f.endsWith('.md'), SKIP).map(rel).sort();
const samples = walk(join(docs, 'samples'), () => true).map(rel).sort();
const text = new Map(pages.map((page) => [page, readFileSync(join(docs, page), 'utf8')]));
const config = readFileSync(join(docs, '.vitepress/config.ts'), 'utf8');

/** The page's lines outside fenced code blocks (the fence lines themselves included, marked). */
function outsideFences(source: string): Array<{ line: string; fence?: string; n: number }> {
  const out: Array<{ line: string; fence?: string; n: number }> = [];
  let open: string | undefined;
  source.split('\n').forEach((line, i) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (fence) {
      if (!open) {
        open = fence[1]!;
        out.push({ line, fence: fence[2] ?? '', n: i + 1 });
        return;
      }
      if (line.trim().startsWith(open)) {
        open = undefined;
        return;
      }
    }
    if (!open) out.push({ line, n: i + 1 });
  });
  return out;
}

/** `<<< @/samples/path#region{…} [label]` → `samples/path`. */
function includes(page: string): Array<{ target: string; n: number }> {
  return outsideFences(text.get(page)!).flatMap(({ line, n }) => {
    const m = /^\s*<<<\s+@\/(\S+?)(?:#[\w-]+)?(?:\{[^}]*\})?(?:\s+\[[^\]]*\])?\s*$/.exec(line);
    return m ? [{ target: m[1]!, n }] : [];
  });
}

/** Internal links of a page: markdown links and front-matter `link:` values. */
function links(page: string): Array<{ href: string; n: number }> {
  const out: Array<{ href: string; n: number }> = [];
  for (const { line, n } of outsideFences(text.get(page)!)) {
    const code = line.replace(/`[^`]*`/g, '');
    for (const m of code.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) out.push({ href: m[1]!, n });
    const fm = /^\s*link:\s*(\S+)\s*$/.exec(line);
    if (fm) out.push({ href: fm[1]!.replace(/^['"]|['"]$/g, ''), n });
  }
  return out.filter(({ href }) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//'));
}

/** The sidebar's and nav's links in .vitepress/config.ts. */
const configLinks = [...config.matchAll(/link:\s*'([^']+)'/g)].map((m) => m[1]!);

/** VitePress's heading slugs (its default `slugify`). */
function slugify(heading: string): string {
  return heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

function anchorsOf(page: string): Set<string> {
  const out = new Set<string>();
  for (const { line } of outsideFences(text.get(page)!)) {
    const m = /^#{1,6}\s+(.+?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (!m) continue;
    if (m[2]) out.add(m[2]);
    else out.add(slugify(m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '').replace(/\\/g, '')));
  }
  return out;
}

const apiGenerated = existsSync(join(docs, 'api/index.md'));

/** The page a link points at (docs-relative .md path), or undefined; `from` is the linking page. */
function resolvePage(href: string, from: string): string | undefined {
  const path = href.split('#')[0]!.split('?')[0]!;
  const base = path === '' ? `/${from}` : path.startsWith('/') ? path : `/${posix.join(posix.dirname(from), path)}`;
  const clean = posix.normalize(base).replace(/\.(md|html)$/, '');
  const candidates = clean.endsWith('/') ? [`${clean}index.md`] : [`${clean}.md`, `${clean}/index.md`];
  for (const c of candidates) {
    const page = c.slice(1);
    if (text.has(page) || (page.startsWith('api/') && existsSync(join(docs, page)))) return page;
  }
  return undefined;
}

function checkLink(href: string, from: string): string | undefined {
  const path = href.split('#')[0]!;
  // The API reference is generated (git-ignored): checked when it is there; the build checks it too.
  if (!apiGenerated && /^\/api(\/|$)/.test(path)) return undefined;
  const page = resolvePage(href, from);
  if (!page) return `${href}: no such page`;
  const anchor = href.includes('#') ? decodeURIComponent(href.split('#')[1]!) : '';
  if (anchor && text.has(page) && !anchorsOf(page).has(anchor)) return `${href}: no heading #${anchor} in ${page}`;
  return undefined;
}

describe('documentation sources', () => {
  it('has pages and samples', () => {
    expect(pages).toContain('index.md');
    expect(samples.length).toBeGreaterThan(0);
  });

  it('types no TypeScript or JavaScript inline: code comes from samples/', () => {
    const inline = pages.flatMap((page) =>
      outsideFences(text.get(page)!)
        .filter(({ fence }) => fence !== undefined && /^(ts|tsx|typescript|js|jsx|javascript|mts|cts|mjs|cjs|vue)$/i.test(fence))
        .map(({ n, fence }) => `${page}:${n} \`\`\`${fence}`),
    );
    expect(inline).toEqual([]);
  });

  it('includes only samples that exist', () => {
    const missing = pages.flatMap((page) => includes(page).filter(({ target }) => !target.startsWith('samples/') || !existsSync(join(docs, target))).map(({ target, n }) => `${page}:${n} ${target}`));
    expect(missing).toEqual([]);
  });

  it('includes every sample in some page', () => {
    const used = new Set(pages.flatMap((page) => includes(page).map(({ target }) => target)));
    expect(samples.filter((s) => !used.has(s))).toEqual([]);
  });

  it('links only to pages and headings that exist', () => {
    const broken = [
      ...pages.flatMap((page) => links(page).flatMap(({ href, n }) => {
        const problem = checkLink(href, page);
        return problem ? [`${page}:${n} ${problem}`] : [];
      })),
      ...configLinks.flatMap((href) => {
        const problem = checkLink(href, 'index.md');
        return problem ? [`.vitepress/config.ts ${problem}`] : [];
      }),
    ];
    expect(broken).toEqual([]);
  });

  it('lists every page in the sidebar', () => {
    const listed = new Set(configLinks.map((href) => resolvePage(href, 'index.md')));
    expect(pages.filter((page) => !listed.has(page))).toEqual([]);
  });
});

import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { run } from './exec';
import { REPO_ROOT } from './paths';

/**
 * The Quick start (docs/guide/quick-start.md), followed word for word in a fresh app: the commands
 * and the `.npmrc` line are read from the page itself, so the page and this test cannot drift.
 */
export const QUICK_START_PAGE = join(REPO_ROOT, 'docs/guide/quick-start.md');
export const QUICK_START_SAMPLES = join(REPO_ROOT, 'docs/samples/quick-start');

/**
 * create-vite, pinned: the newest release whose engines accept Node 20.19 (`^20.19.0 || >=22.12.0`).
 * Its react-ts template brings Vite 8, TypeScript 7 and `tsc -b && vite build`.
 */
export const CREATE_VITE_VERSION = '9.3.0';

export interface QuickStartSteps {
  /** `npm create vite@latest <dir> -- --template react-ts`: the app's folder name. */
  appName: string;
  /** The `.npmrc` line, as the page shows it (`@latchkey:registry=<url>`). */
  npmrcLine: string;
  /** The URL in that line, which the reader replaces with their registry's. */
  npmrcUrl: string;
  /** The install command from the registry. */
  install: string;
  /** The install command from tarballs (by path). */
  installTarballs: string;
  /** The sample files the page tells the reader to put in `src/` (`kit.ts`, `App.tsx`). */
  samples: string[];
}

/** The page's fenced blocks, in order, as `{ lang, lines }`. */
export function fencedBlocks(markdown: string): Array<{ lang: string; lines: string[] }> {
  const blocks: Array<{ lang: string; lines: string[] }> = [];
  let open: { lang: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence && !open) open = { lang: fence[1] ?? '', lines: [] };
    else if (fence && open) {
      blocks.push(open);
      open = undefined;
    } else open?.lines.push(line);
  }
  return blocks;
}

/** The one line of a fenced block of `lang` that `pattern` matches; throws unless exactly one does. */
function onlyLine(blocks: ReturnType<typeof fencedBlocks>, lang: string, pattern: RegExp, what: string): string {
  const found = blocks.filter((b) => b.lang === lang).flatMap((b) => b.lines.filter((l) => pattern.test(l)));
  if (found.length !== 1) throw new Error(`quick-start.md: expected one \`\`\`${lang} line for ${what} (${pattern}), found ${found.length}`);
  return found[0]!;
}

/** Reads the steps from quick-start.md. */
export function readQuickStart(markdown = readFileSync(QUICK_START_PAGE, 'utf8')): QuickStartSteps {
  const blocks = fencedBlocks(markdown);
  const create = onlyLine(blocks, 'sh', /^npm create vite@/, 'creating the app');
  const appName = /^npm create vite@latest (\S+) -- --template react-ts$/.exec(create)?.[1];
  if (!appName) throw new Error(`quick-start.md: unexpected create command: ${create}`);
  const npmrcLine = onlyLine(blocks, 'ini', /^@latchkey:registry=/, 'the .npmrc scope line');
  const npmrcUrl = /^@latchkey:registry=(\S+)$/.exec(npmrcLine)?.[1];
  if (!npmrcUrl) throw new Error(`quick-start.md: unexpected .npmrc line: ${npmrcLine}`);
  const install = onlyLine(blocks, 'sh', /^npm install @latchkey\//, 'the install from the registry');
  const installTarballs = onlyLine(blocks, 'sh', /^npm install \.\/\S+\.tgz/, 'the install from tarballs');
  // `<<< @/samples/quick-start/<file>` includes, in the order the page shows them (AccountPanel and
  // requests are further reading; kit.ts and App.tsx are what the page says to put in src/).
  const samples = [...markdown.matchAll(/^<<< @\/samples\/quick-start\/(\S+)$/gm)].map((m) => m[1]!);
  return { appName, npmrcLine, npmrcUrl, install, installTarballs, samples: samples.filter((s) => s === 'kit.ts' || s === 'App.tsx') };
}

/**
 * `npm create vite@<pinned> <name> -- --template react-ts` in `parent`, as the page says (with the
 * pinned version for `latest`, and `--yes` for npx, which has no terminal to ask on here).
 */
export async function createTemplateApp(parent: string, name: string): Promise<string> {
  mkdirSync(parent, { recursive: true });
  await run('npm', ['create', '--yes', `vite@${CREATE_VITE_VERSION}`, name, '--', '--template', 'react-ts'], { cwd: parent, timeoutMs: 120_000 });
  const dir = join(parent, name);
  for (const file of ['package.json', 'src/main.tsx', 'src/App.tsx', 'src/index.css', 'src/App.css']) {
    if (!existsSync(join(dir, file))) throw new Error(`create-vite ${CREATE_VITE_VERSION} wrote no ${file}`);
  }
  return dir;
}

/** Appends the page's `.npmrc` line to the app's `.npmrc`, with the local registry's URL in place of the page's. */
export function writeScopeLine(dir: string, steps: QuickStartSteps, registryUrl: string): string {
  const line = steps.npmrcLine.replace(steps.npmrcUrl, registryUrl);
  const file = join(dir, '.npmrc');
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, `${before}${before && !before.endsWith('\n') ? '\n' : ''}${line}\n`);
  return line;
}

/**
 * Runs a command from the page through the shell, as a reader pastes it. npm is told to record
 * each package's origin in package-lock.json (this machine's user config omits it), so the test
 * can check where every package came from.
 */
export async function runPageCommand(dir: string, command: string): Promise<void> {
  await run('sh', ['-c', command], { cwd: dir, timeoutMs: 240_000, env: { npm_config_omit_lockfile_registry_resolved: 'false' } });
}

/** Copies the page's samples into `src/`, byte for byte (App.tsx replaces the template's). */
export function copySamples(dir: string, steps: QuickStartSteps): void {
  for (const file of steps.samples) copyFileSync(join(QUICK_START_SAMPLES, file), join(dir, 'src', basename(file)));
}

/** Copies packed tarballs into `<dir>/vendor/`, where the page's tarball install expects them. */
export function vendorTarballs(dir: string, tarballs: readonly string[]): void {
  mkdirSync(join(dir, 'vendor'), { recursive: true });
  for (const tgz of tarballs) cpSync(tgz, join(dir, 'vendor', basename(tgz)));
}

/** The template's own `npm run build` (`tsc -b && vite build`), to `dist/`. */
export async function buildTemplateApp(dir: string): Promise<string> {
  await run('npm', ['run', 'build'], { cwd: dir, timeoutMs: 180_000 });
  return join(dir, 'dist');
}

/** WCAG 2 contrast ratio of two opaque sRGB colours given as [r, g, b] in 0–255. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r, g, bl] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `over` composited onto the opaque `under` (both [r, g, b, a] with a in 0–1). */
export function composite(over: readonly number[], under: readonly number[]): number[] {
  const a = over[3]!;
  return [0, 1, 2].map((i) => over[i]! * a + under[i]! * (1 - a)).concat(1);
}

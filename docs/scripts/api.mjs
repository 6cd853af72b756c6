// Generates the API reference (docs/api/, git-ignored) from the TypeScript sources of the public
// entry points with TypeDoc and typedoc-plugin-markdown. Run by `npm run api` (and so by
// `npm run build` / `npm run dev`). Type errors are not checked here (`tsc` does that); TypeDoc
// warnings are printed and do not fail the run.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Application, LogLevel } from 'typedoc';

const docs = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = `${docs}api`;

/** Entry file → the module name the reference shows (the package subpath a dapp imports). */
const ENTRIES = {
  'kernel/src/index.ts': '@latchkey/kernel',
  'kernel/src/links.ts': '@latchkey/kernel/links',
  'kernel/src/units.ts': '@latchkey/kernel/units',
  'kernel/src/cache.ts': '@latchkey/kernel/cache',
  'kernel/src/projectId.ts': '@latchkey/kernel/project-id',
  'react/src/index.ts': '@latchkey/react',
  'react/src/ui/index.ts': '@latchkey/react/ui',
  'presets/src/index.ts': '@latchkey/presets',
  'testing/src/index.ts': '@latchkey/testing',
  'testing/src/stack.ts': '@latchkey/testing/stack',
  'testing/src/contract.ts': '@latchkey/testing/contract',
};

const started = Date.now();
const app = await Application.bootstrapWithPlugins({
  entryPoints: Object.keys(ENTRIES).map((file) => `${root}${file}`),
  entryPointStrategy: 'resolve',
  tsconfig: `${docs}tsconfig.api.json`,
  plugin: ['typedoc-plugin-markdown'],
  out,
  readme: 'none',
  name: 'Latchkey API',
  skipErrorChecking: true,
  excludePrivate: true,
  excludeInternal: true,
  excludeExternals: true,
  excludeNotDocumented: false,
  disableSources: true,
  logLevel: LogLevel.Warn,
  // typedoc-plugin-markdown
  entryFileName: 'index',
  hidePageHeader: true,
  hideBreadcrumbs: true,
  useHTMLEncodedBrackets: true,
  sanitizeComments: true,
  excludeScopesInPaths: true,
});

const project = await app.convert();
if (!project) {
  console.error('api: TypeDoc could not convert the entry points');
  process.exit(1);
}
// TypeDoc names each module by its path (`kernel/src`); show the package subpath instead.
const NAMES = Object.fromEntries(Object.entries(ENTRIES).map(([file, name]) => [file.replace(/\/index\.ts$|\.ts$/, ''), name]));
for (const module of project.children ?? []) {
  const name = NAMES[module.name];
  if (!name) throw new Error(`api: unexpected module ${module.name}`);
  module.name = name;
}
rmSync(out, { recursive: true, force: true });
await app.generateOutputs(project);
if (app.logger.hasErrors()) {
  console.error('api: TypeDoc reported errors (above)');
  process.exit(1);
}
console.log(`api: ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// `npx tsx scripts/registry/cli.ts`: a throw-away private registry with every package published,
// for trying an install by hand. Ctrl-C stops Verdaccio and deletes its storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAndPublish } from './pipeline';
import { PRIVATE_SCOPES, startRegistry } from './verdaccio';

const work = mkdtempSync(join(tmpdir(), 'latchkey-registry-'));
const registry = await startRegistry();
const stop = async () => {
  await registry.stop();
  rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => void stop().then(() => process.exit(0)));
process.once('SIGTERM', () => void stop().then(() => process.exit(0)));
try {
  const report = await buildAndPublish(registry, work);
  console.log(`Published to ${registry.url}:`);
  for (const p of report.packages) console.log(`  ${p.name}@${p.version}  (${p.files.length} files)`);
  console.log(`\nIn a dapp's .npmrc:\n${PRIVATE_SCOPES.map((s) => `${s}:registry=${registry.url}`).join('\n')}\n\nCtrl-C to stop.`);
} catch (error) {
  console.error(error);
  await stop();
  process.exit(1);
}

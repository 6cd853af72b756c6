import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listThirdPartyPackages } from './publish';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'latchkey-third-party-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function folder(name: string, manifest?: Record<string, unknown>): void {
  mkdirSync(join(dir, name));
  if (manifest) writeFileSync(join(dir, name, 'package.json'), JSON.stringify(manifest));
}

describe('the third-party packages of examples/', () => {
  it('are every public package of the outside teams’ scope, by name; nothing else is published with them', () => {
    folder('zeta', { name: '@acme/zeta-plugin', version: '2.0.0' });
    folder('alpha', { name: '@acme/alpha-chain', version: '0.3.1', private: false });
    folder('demo', { name: '@latchkey/demo', version: '0.1.0', private: true });
    folder('wagmi', { name: '@latchkey/example-wagmi', version: '0.1.0' });
    folder('draft', { name: '@acme/draft', version: '0.0.1', private: true });
    folder('unscoped', { name: 'acme-thing', version: '1.0.0' });
    folder('assets');
    writeFileSync(join(dir, 'README.md'), '# examples');
    expect(listThirdPartyPackages(dir)).toEqual([
      { name: '@acme/alpha-chain', version: '0.3.1', location: join(dir, 'alpha') },
      { name: '@acme/zeta-plugin', version: '2.0.0', location: join(dir, 'zeta') },
    ]);
  });

  it('refuses a package of the scope without a version, naming it', () => {
    folder('broken', { name: '@acme/broken' });
    expect(() => listThirdPartyPackages(dir)).toThrow('@acme/broken');
  });

  it('include the repo’s own outside-team examples, none of them private', () => {
    const found = listThirdPartyPackages();
    expect(found.map((p) => p.name)).toContain('@acme/latchkey-greeter');
    for (const p of found) expect(p.name.startsWith('@acme/'), p.name).toBe(true);
  });
});

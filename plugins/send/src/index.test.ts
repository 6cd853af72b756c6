import { describe, expect, it } from 'vitest';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import * as pkg from './index';
import { en } from './locale/en';

runPluginContract('send', () => pkg.send());

describe('@latchkey/send', () => {
  it('exports the factory, its constants and its error, nothing else at run time', () => {
    expect(Object.keys(pkg).sort()).toEqual(['BALANCE_NAMESPACES', 'BALANCE_RETRY_MS', 'NameNotFoundError', 'SEND_NAMESPACES', 'SEND_PLUGIN_ID', 'SEND_VIEWS', 'canSend', 'hasBalances', 'send']);
    const plugin = pkg.send();
    expect({ id: plugin.id, kind: plugin.kind, requires: plugin.requires }).toEqual({ id: 'send', kind: 'feature', requires: undefined });
    // Its two flags: local (no remote configuration needed), on by default (SPEC §9).
    expect(plugin.features).toEqual({ send: { default: true }, receive: { default: true } });
    expect(plugin.views?.map((v) => v.id)).toEqual(['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview', 'WalletSendSuccess', 'WalletReceive', 'WalletTokens']);
    expect(pkg.SEND_NAMESPACES).toEqual(['eip155', 'solana']);
  });

  it('has the SPEC §8 sentences word for word (scripts/locales.test.ts checks every locale)', () => {
    // The SPEC §8 sentences, word for word.
    expect(en['send.error.required']).toBe('An amount and receiver address are required');
    expect(en['send.error.token']).toBe('A token is required');
    expect(en['send.error.resolve']).toBe('Error resolving name');
  });

  it('every string key the views use exists', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('./views/', import.meta.url);
    const used = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(20);
    for (const key of used) expect(Object.keys(en), key).toContain(key);
  });
});

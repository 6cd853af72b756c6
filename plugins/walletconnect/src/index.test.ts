import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';
import { toWcError } from './wc/errors';
import { internals, createKit, createMemoryStorage, isKitError, toKitError, viewWithRole } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import * as pkg from './index';
import { walletConnect, WALLET_CONNECT_ID } from './index';
import { ethereum } from '@latchkey/test-harness/kit';

// With a chain plugin beside it (WalletConnect serves the kit's namespaces), and alone.
runPluginContract('walletconnect', () => walletConnect(), { companions: () => [eip155()] });
runPluginContract('walletconnect without chains', () => walletConnect());

describe('walletconnect package', () => {
  it('exports the factory and its constants, nothing else', () => {
    expect(Object.keys(pkg).sort()).toEqual(['PAIRING_EXPIRY_MARGIN_MS', 'PAIRING_EXPIRY_MS', 'RETRY_GUARD_MS', 'WALLET_CONNECT_ID', 'walletConnect']);
  });

  it("owns its connecting views: found by role (the kit names none), titled in every locale, the connector's own view, the opening rule's basic view", async () => {
    const plugin = walletConnect();
    expect(plugin.views?.map((v) => ({ id: v.id, role: v.role, titleKey: v.titleKey }))).toEqual([
      { id: 'ConnectingWalletConnect', role: 'connect-directory', titleKey: 'wc.title' },
      { id: 'ConnectingWalletConnectBasic', role: 'connect-basic', titleKey: 'wc.basicTitle' },
    ]);
    const kit = createKit({
      metadata: { name: 't', description: 't', url: 'https://dapp.example', icons: [] },
      networks: [ethereum],
      storage: createMemoryStorage(),
      basic: true,
      manualControl: true,
      plugins: [eip155({ injected: false }), plugin],
    });
    expect(viewWithRole(internals(kit).views.list(), 'connect-directory')).toBe('ConnectingWalletConnect');
    expect(kit.getState().connectors.find((c) => c.id === WALLET_CONNECT_ID)?.view).toBe('ConnectingWalletConnect');
    expect(kit.t('wc.title')).toBe('WalletConnect');
    expect(kit.t('wc.basicTitle')).toBe('Connect Wallet');
    // SPEC §2 manual control on a desktop: the plugin's basic connecting view.
    kit.open();
    expect(internals(kit).router.current?.view).toBe('ConnectingWalletConnectBasic');
    await kit.destroy();
  });

  it("keeps WalletConnect off the page: the relay's refusals (5000, 5001, 4001) are mapped by the code that loads with the SDK, not the entry", async () => {
    const { eager, eagerText, lazyText } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.filter((file) => file.includes('/wc/') || file.includes('@walletconnect') || file.includes('uqr'))).toEqual([]);
    expect(eagerText).not.toContain('User rejected');
    expect(lazyText).toContain('Invalid Project ID');
    // Reporting provider errors once each (and the relay's project refusal) loads with the adapter too.
    expect(eagerText).not.toContain('was refused by the WalletConnect relay');
    expect(lazyText).toContain('was refused by the WalletConnect relay');
    for (const code of [5000, 5001, 4001]) expect(isKitError(toWcError({ code, message: 'User rejected.' }, 'x'), 'USER_REJECTED')).toBe(true);
    // The kernel's generic wrapper alone makes 5000 a plain failure carrying the code.
    const generic = toKitError({ code: 5000, message: 'User rejected.' }, 'x');
    expect(isKitError(generic, 'USER_REJECTED')).toBe(false);
    expect(generic.data).toEqual({ rpcCode: 5000 });
  }, 60_000);

  it('refuses a relay URL that is not ws: or wss:', () => {
    expect(() => walletConnect({ relayUrl: 'https://relay.example' })).toThrow('relayUrl must be a ws: or wss: URL');
    expect(() => walletConnect({ relayUrl: 'javascript:alert(1)' })).toThrow('relayUrl must be a ws: or wss: URL');
    expect(() => walletConnect({ relayUrl: 'wss://relay.example.org' })).not.toThrow();
  });

  it('lists one connector for every namespace without loading the SDK; the SDK is imported only by the lazy adapter module', async () => {
    const kit = createKit({
      metadata: { name: 't', description: 't', url: 'https://dapp.example', icons: [] },
      networks: [ethereum],
      storage: createMemoryStorage(),
      basic: true,
      plugins: [eip155({ injected: false }), walletConnect()],
    });
    expect(kit.getState().connectors.find((c) => c.id === WALLET_CONNECT_ID)).toMatchObject({ name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces: ['eip155'] });
    expect(kit.getState().plugins.walletconnect).toEqual({ status: 'idle' });
    await kit.destroy();
    const dir = new URL('.', import.meta.url);
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('testing'));
    const importers = files.filter((f) => /from '@walletconnect\//.test(readFileSync(new URL(f, dir), 'utf8')));
    expect(importers).toEqual(['wc/adapter.ts']);
    expect(readFileSync(new URL('index.ts', dir), 'utf8')).toContain("import('./wc/adapter')");
  });
});

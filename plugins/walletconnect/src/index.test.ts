import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { createKit, createMemoryStorage } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import * as pkg from './index';
import { walletConnect, WALLET_CONNECT_ID } from './index';

// With a chain plugin beside it (WalletConnect serves the kit's namespaces), and alone.
runPluginContract('walletconnect', () => walletConnect(), { companions: () => [eip155()] });
runPluginContract('walletconnect without chains', () => walletConnect());

describe('walletconnect package', () => {
  it('exports the factory and its constants, nothing else', () => {
    expect(Object.keys(pkg).sort()).toEqual(['PAIRING_EXPIRY_MARGIN_MS', 'PAIRING_EXPIRY_MS', 'RETRY_GUARD_MS', 'WALLET_CONNECT_ID', 'walletConnect']);
  });

  it('refuses a relay URL that is not ws: or wss:', () => {
    expect(() => walletConnect({ relayUrl: 'https://relay.example' })).toThrow('relayUrl must be a ws: or wss: URL');
    expect(() => walletConnect({ relayUrl: 'javascript:alert(1)' })).toThrow('relayUrl must be a ws: or wss: URL');
    expect(() => walletConnect({ relayUrl: 'wss://relay.example.org' })).not.toThrow();
  });

  it('lists one connector for every namespace without loading the SDK; the SDK is imported only by the lazy adapter module', async () => {
    const kit = createKit({
      metadata: { name: 't', description: 't', url: 'https://dapp.example', icons: [] },
      networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.example'] } } }],
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

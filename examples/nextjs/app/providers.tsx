'use client';
import { useState, type ReactNode } from 'react';
import { createKit, type KitInitialState } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { eip155 } from '@latchkey/eip155';

/** Where the example's chains and cloud are (the e2e test starts them and sets LATCHKEY_EXAMPLE). */
export interface ExampleSettings {
  chains?: Array<{ chainId: number; rpcUrl: string }>;
  cloud?: { url: string; projectId: string };
}

/**
 * One kit per render root: per request on the server, once in the browser — never at module
 * level, where a server would share it between visitors. `ssr: true` keeps the connection cookie
 * the layout reads; `initialState` is the same on both sides, so hydration matches.
 */
export function Providers({ children, nonce, initialState, settings }: { children: ReactNode; nonce?: string; initialState?: KitInitialState; settings: ExampleSettings }) {
  const [kit] = useState(() =>
    createKit({
      metadata: { name: 'Latchkey on Next.js', description: 'A server-rendered dapp', url: 'http://127.0.0.1', icons: [] },
      networks: (settings.chains ?? [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }]).map((c, i) => ({
        id: c.chainId,
        name: `Latchkey Chain ${'AB'[i] ?? i}`,
        chainNamespace: 'eip155' as const,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [c.rpcUrl] } },
      })),
      ...(settings.cloud ? { projectId: settings.cloud.projectId, endpoints: { api: settings.cloud.url, rpc: settings.cloud.url, analytics: settings.cloud.url, blockchainApi: settings.cloud.url } } : {}),
      features: { analytics: false },
      basic: true,
      ssr: true,
      initialState,
      plugins: [eip155({ injected: false })],
    }),
  );
  if (typeof window !== 'undefined') (window as unknown as { kit?: typeof kit }).kit = kit;
  return (
    <KitProvider kit={kit} nonce={nonce}>
      {children}
    </KitProvider>
  );
}

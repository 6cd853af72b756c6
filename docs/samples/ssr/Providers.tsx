'use client'; // in frameworks with React Server Components (Next.js app router)

import { useState, type ReactNode } from 'react';
import { createKit, type KitInitialState } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { evm } from '@latchkey/presets/evm';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export function Providers({ children, nonce, initialState }: { children: ReactNode; nonce?: string; initialState?: KitInitialState }) {
  // One kit per render root: one per page in the browser, one per request on the server.
  // Never a kit at module level on a server, where every request would share it.
  const [kit] = useState(() =>
    createKit({
      metadata,
      networks: [mainnet],
      plugins: evm(),
      ssr: true, // keep the connection in the `latchkey.connection` cookie
      initialState, // the same on the server and in the browser: hydration matches
    }),
  );
  return (
    <KitProvider kit={kit} nonce={nonce}>
      {children}
    </KitProvider>
  );
}

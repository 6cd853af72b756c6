import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { cookieToInitialState } from '@latchkey/kernel/ssr';
import { Providers, type ExampleSettings } from './providers';

export const metadata = { title: 'Latchkey on Next.js' };

/**
 * A server component: per request, the CSP nonce (proxy.ts) and the visitor's connection cookie,
 * read into the kit's initial state so a returning visitor is rendered connected.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const h = await headers();
  const nonce = h.get('x-nonce') ?? undefined;
  const initialState = cookieToInitialState(h.get('cookie'));
  const settings = JSON.parse(process.env.LATCHKEY_EXAMPLE ?? '{}') as ExampleSettings;
  return (
    <html lang="en">
      <body>
        <Providers nonce={nonce} initialState={initialState} settings={settings}>
          {children}
        </Providers>
      </body>
    </html>
  );
}

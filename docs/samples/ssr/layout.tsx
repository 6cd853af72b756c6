// app/layout.tsx — a server component
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { cookieToInitialState } from '@latchkey/kernel/ssr';
import { Providers } from './Providers';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const h = await headers();
  return (
    <html lang="en">
      <body>
        <Providers nonce={h.get('x-nonce') ?? undefined} initialState={cookieToInitialState(h.get('cookie'))}>
          {children}
        </Providers>
      </body>
    </html>
  );
}

import { NextResponse, type NextRequest } from 'next/server';

/**
 * A fresh nonce per request and a strict Content-Security-Policy: scripts only with the nonce
 * (and what they load), styles only with the nonce — no 'unsafe-inline', no 'unsafe-eval'. The
 * kit reads its RPC and cloud endpoints (here on 127.0.0.1) through connect-src, and the wallet
 * directory's images from the cloud through img-src.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const connect = process.env.LATCHKEY_CONNECT_SRC ?? '';
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob: ${connect}`.trim(),
    `connect-src 'self' ${connect}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [{ source: '/((?!_next/static|_next/image|favicon.ico).*)', missing: [{ type: 'header', key: 'next-router-prefetch' }] }],
};

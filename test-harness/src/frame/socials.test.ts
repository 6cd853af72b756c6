// Social login through the OAuth 2 provider double, and Farcaster through its double, in Node
// (the popup in a browser is in browser.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SocialProvider } from '@latchkey/embedded-wallet/protocol';
import { createFrameApiClient } from './api';
import type { FrameApiClient } from './api';
import { startFrameServer } from './server';
import { DEFAULT_SOCIAL_PROFILES, FRAME_OAUTH_CLIENT_ID, SOCIAL_PROVIDERS } from './socials';
import type { FrameServerHandle } from './types';

const DAPP = 'http://127.0.0.1:5173';
let frame: FrameServerHandle;

beforeAll(async () => {
  frame = await startFrameServer({ allowedOrigins: () => [DAPP], approvalWaitMs: 1_500 });
});
afterAll(() => frame?.stop());
afterEach(() => frame.reset());

const client = (): FrameApiClient => createFrameApiClient({ baseUrl: frame.url, context: { projectId: 'latchkey-dev', chainId: '31337', parentOrigin: DAPP }, timeoutMs: 10_000 });

/** Plays the popup: opens the authorize page, submits the form, follows to the callback page. */
async function authorize(uri: string, decision: 'approve' | 'deny', who: { username?: string; email?: string } = {}): Promise<string> {
  const page = await fetch(uri);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
  const body = await page.text();
  const fields = Object.fromEntries([...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name!, value!.replace(/&amp;/g, '&').replace(/&quot;/g, '"')]));
  const provider = new URL(uri).pathname.split('/')[2]!;
  const form = new URLSearchParams({ ...fields, decision, username: who.username ?? DEFAULT_SOCIAL_PROFILES[provider as SocialProvider].username, email: who.email ?? DEFAULT_SOCIAL_PROFILES[provider as SocialProvider].email ?? '' });
  const redirect = await fetch(`${frame.url}/oauth/${provider}/approve`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: frame.url }, body: form });
  expect(redirect.status).toBe(302);
  return redirect.headers.get('location')!;
}

describe('social login (OAuth 2 provider double)', () => {
  it('redirect URI → authorize page → Approve → callback → APP_CONNECT_SOCIAL signs in', async () => {
    const api = client();
    const { uri } = await api.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
    const url = new URL(uri);
    expect(`${url.origin}${url.pathname}`).toBe(`${frame.url}/oauth/google/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: 'code', client_id: FRAME_OAUTH_CLIENT_ID, redirect_uri: `${frame.url}/social/callback`, state: expect.stringMatching(/^[0-9a-f]{32}$/) });

    const resultUri = await authorize(uri, 'approve');
    expect(resultUri).toMatch(new RegExp(`^${frame.url}/social/callback\\?code=[0-9a-f]{40}&state=[0-9a-f]{32}$`));
    const callback = await fetch(resultUri);
    const page = await callback.text();
    expect(page).toContain(`data-target-origin="${DAPP}"`);
    expect(page).toContain('<script src="/social-callback.js" defer></script>');
    expect((await fetch(`${frame.url}/social-callback.js`)).status).toBe(200);

    // Another device cannot redeem it.
    await expect(client().request('CONNECT_SOCIAL', { uri: resultUri })).rejects.toThrow('The social login was started elsewhere');
    const answer = await api.call('CONNECT_SOCIAL', { uri: resultUri, preferredAccountType: 'eoa', chainId: 31337 });
    expect(answer).toMatchObject({ ok: true, session: { handle: expect.any(String) } });
    const user = (answer as { payload: Record<string, unknown> }).payload;
    expect(user).toMatchObject({ email: 'ada@gmail.test', userName: 'ada.lovelace', socialProvider: 'google', chainId: 31337, preferredAccountType: 'eoa' });
    // Once only.
    await expect(api.request('CONNECT_SOCIAL', { uri: resultUri })).rejects.toThrow(/expired/);

    // The same account again: the same wallet.
    const again = client();
    const second = await again.request('CONNECT_SOCIAL', { uri: await authorize((await again.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })).uri, 'approve') });
    expect(second.address).toBe(user.address);
  });

  it('every provider; Deny cancels; a user without email updates straight to the new address', async () => {
    for (const provider of Object.keys(SOCIAL_PROVIDERS) as SocialProvider[]) {
      const api = client();
      const user = await api.request('CONNECT_SOCIAL', { uri: await authorize((await api.request('GET_SOCIAL_REDIRECT_URI', { provider })).uri, 'approve') });
      expect(user).toMatchObject({ socialProvider: provider, userName: DEFAULT_SOCIAL_PROFILES[provider].username, email: DEFAULT_SOCIAL_PROFILES[provider].email });
    }
    expect(frame.users().map((user) => user.userName)).toContain('ada0');

    const denied = client();
    const cancelled = await authorize((await denied.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).uri, 'deny');
    expect(new URL(cancelled).searchParams.get('error')).toBe('access_denied');
    await expect(denied.request('CONNECT_SOCIAL', { uri: cancelled })).rejects.toThrow('Social login was cancelled');
    await expect(denied.request('CONNECT_SOCIAL', { uri: 'https://evil.example/social/callback?code=1&state=2' })).rejects.toThrow('Invalid social login result');

    const x = client();
    await x.request('CONNECT_SOCIAL', { uri: await authorize((await x.request('GET_SOCIAL_REDIRECT_URI', { provider: 'x' })).uri, 'approve', { username: 'someone_x' }) });
    expect(await x.request('UPDATE_EMAIL', { email: 'someone@example.com' })).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    const { code } = frame.inbox.latest('someone@example.com', 'update-email-secondary')!;
    expect(await x.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: code! })).toEqual({ newEmail: 'someone@example.com' });
    expect(await x.request('GET_USER', {})).toMatchObject({ email: 'someone@example.com', socialProvider: 'x', userName: 'someone_x' });
  });

  it('the token and userinfo endpoints speak OAuth 2; the authorize page refuses non-loopback redirects', async () => {
    const redirectUri = 'http://127.0.0.1:9999/cb';
    const authorizeUrl = `${frame.url}/oauth/discord/authorize?${new URLSearchParams({ response_type: 'code', client_id: 'another-app', redirect_uri: redirectUri, state: 'xyz' }).toString()}`;
    const location = new URL(await authorize(authorizeUrl, 'approve'));
    expect(location.origin + location.pathname).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code')!;
    const token = async (body: Record<string, string>) => fetch(`${frame.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
    expect(await (await token({ grant_type: 'authorization_code', code, client_id: 'another-app', redirect_uri: 'http://127.0.0.1:9999/other' })).json()).toEqual({ error: 'invalid_grant' });
    // A code is burnt by a failed exchange too; get a fresh one.
    const fresh = new URL(await authorize(authorizeUrl, 'approve')).searchParams.get('code')!;
    const granted = await token({ grant_type: 'authorization_code', code: fresh, client_id: 'another-app', redirect_uri: redirectUri });
    expect(granted.status).toBe(200);
    const body = (await granted.json()) as { access_token: string; token_type: string };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, access_token: expect.stringMatching(/^[0-9a-f]{48}$/) });
    const info = await fetch(`${frame.url}/oauth/userinfo`, { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(await info.json()).toMatchObject({ preferred_username: 'ada0', email: 'ada@discord.test', email_verified: true, provider: 'discord', sub: expect.any(String) });
    expect((await fetch(`${frame.url}/oauth/userinfo`)).status).toBe(401);
    expect((await token({ grant_type: 'password' })).status).toBe(400);
    const offsite = `${frame.url}/oauth/google/authorize?${new URLSearchParams({ response_type: 'code', client_id: 'x', redirect_uri: 'https://evil.example/cb' }).toString()}`;
    expect((await fetch(offsite)).status).toBe(400);
    expect((await fetch(`${frame.url}/oauth/myspace/authorize`)).status).toBe(404);
  });
});

describe('Farcaster (double)', () => {
  it('a URI for the QR code, approval (dev endpoint or its page), then APP_CONNECT_FARCASTER signs in', async () => {
    const api = client();
    const { url } = await api.request('GET_FARCASTER_URI', {});
    expect(url).toMatch(new RegExp(`^${frame.url}/farcaster/siwf\\?channelToken=[0-9a-f]{32}$`));
    expect(await (await fetch(url)).text()).toContain('Approve');
    const waiting = api.call('CONNECT_FARCASTER', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    const approve = await fetch(`${frame.url}/dev/farcaster/approve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'vitalik.eth' }) });
    expect(await approve.json()).toMatchObject({ approved: true, channelToken: new URL(url).searchParams.get('channelToken') });
    expect(await waiting).toMatchObject({ ok: true, payload: { userName: 'vitalik.eth' }, session: { handle: expect.any(String) } });
    expect(await api.request('GET_USER', {})).toMatchObject({ socialProvider: 'farcaster', userName: 'vitalik.eth', email: null });
    expect((await fetch(url)).status).toBe(404);

    // Through the page's form, and the handle's approveFarcaster.
    const other = client();
    const second = (await other.request('GET_FARCASTER_URI', {})).url;
    const form = await fetch(`${frame.url}/farcaster/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ channelToken: new URL(second).searchParams.get('channelToken')!, userName: 'dan.eth' }) });
    expect(await form.text()).toContain('Approved');
    expect(await other.request('CONNECT_FARCASTER', {})).toEqual({ userName: 'dan.eth' });
    const third = client();
    await third.request('GET_FARCASTER_URI', {});
    expect(frame.approveFarcaster()).toBe(true);
    expect(await third.request('CONNECT_FARCASTER', {})).toEqual({ userName: 'ada.eth' });
  });

  it('waits a bounded time, and needs a URI first', async () => {
    const api = client();
    await expect(api.request('CONNECT_FARCASTER', {})).rejects.toThrow('Ask for a Farcaster sign-in URL first');
    await api.request('GET_FARCASTER_URI', {});
    const started = Date.now();
    await expect(api.request('CONNECT_FARCASTER', {})).rejects.toThrow('Farcaster sign-in timed out');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(frame.approveFarcaster({ channelToken: 'f'.repeat(32) })).toBe(false);
  });
});

// The server-rendered pages: the frame page, the dev inbox, the OAuth provider double's authorize
// page, the social callback, the Farcaster double and the device-approval answer. No inline script
// or style anywhere (they are served under a CSP without 'unsafe-inline'); every value is escaped.
import type { InboxMessage } from './types';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** CSP of the frame page: its own script only, API calls to its own origin only. */
export const FRAME_PAGE_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'";
/** CSP of the other pages: forms post to this origin; the callback page runs its own script. */
export const OTHER_PAGES_CSP = "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'self'";

const page = (title: string, body: string, extraHead = ''): string =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${extraHead}</head><body>${body}</body></html>\n`;

/** `GET /frame`: the page the dapp loads in its hidden iframe. One external script, nothing inline. */
export function framePageHtml(): string {
  return page(
    'Latchkey reference secure frame',
    '<main><h1>Latchkey reference secure frame</h1><p id="status">Starting…</p><p>A reference for self-hosting on a local stack, not a production custody service.</p></main>',
    '<script src="/frame.js" defer></script>',
  );
}

/** `GET /dev/inbox` in a browser tab. */
export function inboxHtml(messages: InboxMessage[], email: string | null): string {
  const rows = messages
    .slice()
    .reverse()
    .map((message) => {
      const action = message.link ? `<a href="${escapeHtml(message.link)}">Approve this device</a>` : message.code ? `<strong>${escapeHtml(message.code)}</strong>` : '';
      return `<tr><td>${escapeHtml(message.createdAt)}</td><td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.kind)}</td><td>${escapeHtml(message.subject)}</td><td>${action}</td></tr>`;
    })
    .join('');
  const heading = email ? `Dev inbox for ${email}` : 'Dev inbox';
  return page(
    heading,
    `<main><h1>${escapeHtml(heading)}</h1><p>Every code and link the reference auth server "emails", newest first. Reload to see new ones. JSON: add <code>?format=json</code>.</p>` +
      (rows ? `<table><thead><tr><th>Time</th><th>To</th><th>Kind</th><th>Subject</th><th>Code or link</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>') +
      '</main>',
  );
}

/** A short answer page (device approved, link expired…). */
export function messageHtml(title: string, text: string): string {
  return page(title, `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`);
}

/** The OAuth provider double's authorize page: who to sign in as, Approve or Deny. */
export function authorizeHtml(input: { provider: string; label: string; fields: Record<string, string>; username: string; email: string | null }): string {
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    `Sign in with ${input.label} (double)`,
    `<main><h1>Sign in with ${escapeHtml(input.label)}</h1><p>The harness's OAuth 2 provider double: nothing leaves this machine.</p>` +
      `<form method="post" action="/oauth/${escapeHtml(input.provider)}/approve">${hidden}` +
      `<p><label>Username <input name="username" value="${escapeHtml(input.username)}" maxlength="100" required></label></p>` +
      `<p><label>Email <input name="email" type="email" value="${escapeHtml(input.email ?? '')}" maxlength="254"></label></p>` +
      '<p><button type="submit" name="decision" value="approve">Approve</button> <button type="submit" name="decision" value="deny">Deny</button></p></form></main>',
  );
}

/** `GET /social/callback`: hands `{ resultUri }` to the dapp that asks for it (or to its opener), from its own script. */
export function socialCallbackHtml(targetOrigin: string): string {
  return page(
    'Signing you in…',
    `<main data-target-origin="${escapeHtml(targetOrigin)}"><h1>Signing you in…</h1><p id="status">You can close this window if it stays open.</p></main>`,
    '<script src="/social-callback.js" defer></script>',
  );
}

/** The Farcaster double's sign-in page (what the QR code points at). */
export function farcasterHtml(channelToken: string, userName: string): string {
  return page(
    'Sign in with Farcaster (double)',
    '<main><h1>Sign in with Farcaster</h1><p>The harness\'s Farcaster double: approve to sign the app in.</p>' +
      `<form method="post" action="/farcaster/approve"><input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">` +
      `<p><label>Username <input name="userName" value="${escapeHtml(userName)}" maxlength="100" required></label></p>` +
      '<p><button type="submit">Approve</button></p></form></main>',
  );
}

// The OAuth callback page (browser), where the social-login popup lands on the frame's origin.
// It hands its own address (`{ resultUri }`) to the dapp that started this sign-in, at the dapp's
// exact origin (the one the state was issued to); the dapp passes it to the frame in
// APP_CONNECT_SOCIAL { uri }, and the frame redeems the code.
//
// The kit opens the popup with its opener cut, so the provider's pages can never reach or
// navigate the dapp's tab. It asks instead: it posts `{ type: 'latchkey:social-result-request',
// state }` to the popup, to this origin only; the page answers that asker (`event.source`) when it
// is the dapp's origin and asks for this page's own state. A popup that still has an opener (a
// dapp that opened it itself) gets the answer posted to its opener. Without either (a popup
// blocker's redirect fallback: the dapp's tab itself came here), it goes back to the dapp with
// `?result_uri=…` once nobody asked for a moment.

/** How long the page waits for the dapp to ask before it takes the tab back to the dapp. */
const ASK_WAIT_MS = 3_000;
const REQUEST_TYPE = 'latchkey:social-result-request';

function run(win: Window): void {
  const main = win.document.querySelector('main[data-target-origin]');
  const target = main?.getAttribute('data-target-origin') ?? '';
  const status = win.document.getElementById('status');
  const say = (text: string): void => {
    if (status) status.textContent = text;
  };
  let origin: string;
  try {
    origin = new URL(target).origin;
  } catch {
    say('Sign-in finished. Return to the app.');
    return;
  }
  const resultUri = win.location.href;
  const state = new URL(resultUri).searchParams.get('state');
  let answered = false;
  const answer = (to: Window): void => {
    answered = true;
    to.postMessage({ type: 'latchkey:social-result', resultUri }, origin);
    say('Signed in. This window closes itself.');
    win.setTimeout(() => win.close(), 50);
  };
  if (win.opener && win.opener !== win) return answer(win.opener as Window);
  win.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (answered || event.origin !== origin || !event.source || typeof data !== 'object' || data === null) return;
    const ask = data as { type?: unknown; state?: unknown };
    if (ask.type !== REQUEST_TYPE || state === null || ask.state !== state) return;
    answer(event.source as Window);
  });
  say('Signed in. Going back to the app…');
  win.setTimeout(() => {
    if (!answered) win.location.replace(`${origin}/?result_uri=${encodeURIComponent(resultUri)}`);
  }, ASK_WAIT_MS);
}

run(window);

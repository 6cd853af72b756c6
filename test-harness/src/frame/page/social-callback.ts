// The OAuth callback page (browser), where the social-login popup lands on the frame's origin.
// It hands its own address to the dapp that opened the popup: `{ resultUri }` posted to the opener
// with the dapp's exact origin as targetOrigin; the dapp passes it to the frame in
// APP_CONNECT_SOCIAL { uri }, and the frame redeems the code. Without an opener (a popup blocker's
// redirect fallback) it goes back to the dapp with `?result_uri=…`.
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
  if (win.opener && win.opener !== win) {
    (win.opener as Window).postMessage({ resultUri }, origin);
    say('Signed in. This window closes itself.');
    win.setTimeout(() => win.close(), 50);
    return;
  }
  say('Signed in. Going back to the app…');
  win.location.replace(`${origin}/?result_uri=${encodeURIComponent(resultUri)}`);
}

run(window);

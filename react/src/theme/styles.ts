import { SCOPE } from './rootScope';

/**
 * The CSS of the buttons, which every page with the kit shows: the theme's variables,
 * ConnectButton, NetworkButton. The toasts' CSS rides with them (`components/ToastList.tsx`), the
 * modal's in the modal chunk (`modal/styles.ts`). Applied through a constructable stylesheet (`document.adoptedStyleSheets`),
 * which a Content-Security-Policy without 'unsafe-inline' allows; pass `nonce` to KitProvider to
 * use a `<style nonce>` instead where constructable sheets are missing.
 *
 * It starts with the reset that keeps the host page's CSS out (`scope.ts`): the kit root
 * inherits nothing from the page, the elements inside start from the browser's defaults.
 * The palette's variables are declared under `:where()`, so a dapp's `--lk-*` values win; the
 * surfaces and borders are tinted with `--lk-color-mix` at `--lk-color-mix-strength` (SPEC §3).
 *
 * Written already scoped, `&` standing for {@link SCOPE}, so the page loads no CSS scoper: the
 * modal's and the toasts' CSS go through `scopeCss` in their own chunks. `scope.test.ts` checks
 * that this is exactly what `scopeCss` makes of the same rules written under `.lk-root`.
 */
export const css = `:where(.lk-root){--lk-radius-xs:calc(var(--lk-border-radius-master)*1.5);--lk-radius-s:calc(var(--lk-border-radius-master)*2);--lk-radius-m:calc(var(--lk-border-radius-master)*3);--lk-radius-l:calc(var(--lk-border-radius-master)*4);--lk-radius-xl:calc(var(--lk-border-radius-master)*6);--lk-space-1:4px;--lk-space-2:8px;--lk-space-3:12px;--lk-space-4:16px;--lk-space-5:24px;--lk-text-xs:.75em;--lk-text-s:.85em;--lk-text-m:1em;--lk-text-l:1.15em;--lk-shadow-1:0 6px 24px rgba(0,0,0,.25);--lk-shadow-2:0 12px 48px rgba(0,0,0,.35)}
:where(.lk-root){--lk-fg:#f5f6f8;--lk-fg-2:#b7bcc6;--lk-bg:#16181d;--lk-bg-2:#20232a;--lk-bg-3:#2b2f38;--lk-border:#3a3f4b;--lk-danger:#ff6b6b;--lk-success:#4cd38a;--lk-focus:#8fb1ff}
:where(.lk-root[data-theme=light]){--lk-fg:#14161a;--lk-fg-2:#4d5360;--lk-bg:#ffffff;--lk-bg-2:#f1f3f6;--lk-bg-3:#e4e7ec;--lk-border:#cfd4dc;--lk-danger:#b3261e;--lk-success:#137a41;--lk-focus:#1f4fd1}
@supports (color:color-mix(in srgb,red 50%,blue)){:where(.lk-root){--lk-bg:color-mix(in srgb,var(--lk-color-mix) var(--lk-color-mix-strength),#16181d);--lk-bg-2:color-mix(in srgb,var(--lk-color-mix) var(--lk-color-mix-strength),#20232a);--lk-bg-3:color-mix(in srgb,var(--lk-color-mix) var(--lk-color-mix-strength),#2b2f38);--lk-border:color-mix(in srgb,var(--lk-color-mix) var(--lk-color-mix-strength),#3a3f4b)}
:where(.lk-root[data-theme=light]){--lk-bg:color-mix(in srgb,var(--lk-color-mix) var(--lk-color-mix-strength),#ffffff);--lk-bg-2:color-mix(in srgb,var(--lk-color-mix) var(--lk-color-mix-strength),#f1f3f6);--lk-bg-3:color-mix(in srgb,var(--lk-color-mix) var(--lk-color-mix-strength),#e4e7ec);--lk-border:color-mix(in srgb,var(--lk-color-mix) var(--lk-color-mix-strength),#cfd4dc)}
}
&{all:initial;font-family:var(--lk-font-family);font-size:calc(var(--lk-font-size-master)*1.5);color:var(--lk-fg);line-height:1.4;-webkit-font-smoothing:antialiased;color-scheme:dark}
&[data-theme=light]{color-scheme:light}
&:is(div){display:block}
&.lk-layer{display:contents}
& :not(svg,svg *),& ::before,& ::after{all:revert;box-sizing:border-box}
& svg,& svg *{margin:revert;padding:revert;border:revert;outline:revert;box-shadow:revert;background:revert;font:revert;line-height:revert;letter-spacing:revert;word-spacing:revert;text-transform:revert;text-shadow:revert;box-sizing:revert;vertical-align:revert;float:revert;position:revert;inset:revert;min-width:revert;min-height:revert;max-width:revert;max-height:revert;overflow:revert;filter:revert;transition:revert;animation:revert;cursor:revert;pointer-events:revert}
& svg{display:revert;opacity:revert;visibility:revert;transform:revert;color:revert;flex:revert}
& .lk-img{width:36px;height:36px;flex:none;border-radius:var(--lk-radius-s);background:var(--lk-bg-3);object-fit:cover;display:inline-flex;align-items:center;justify-content:center;color:var(--lk-fg-2);font-weight:700;overflow:hidden}
& .lk-connect-btn{display:inline-flex;align-items:center;gap:var(--lk-space-2);min-height:40px;white-space:nowrap;padding:0 var(--lk-space-4);border-radius:var(--lk-radius-m);border:1px solid var(--lk-border);background:var(--lk-accent);color:#fff;font:inherit;font-weight:600;cursor:pointer}
& .lk-connect-btn .lk-avatar{flex:none}
& .lk-connect-btn[data-connected=true],& .lk-network-btn{background:var(--lk-bg-2);color:var(--lk-fg)}
& .lk-network-btn{display:inline-flex;align-items:center;gap:var(--lk-space-2);min-height:40px;padding:0 14px;border-radius:var(--lk-radius-m);border:1px solid var(--lk-border);font:inherit;cursor:pointer}
& .lk-connect-btn:focus-visible,& .lk-network-btn:focus-visible{outline:2px solid var(--lk-focus);outline-offset:2px}
& .lk-visually-hidden{position:absolute!important;top:0;left:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
& .lk-toasts{position:fixed;inset-block-start:16px;inset-inline-end:16px;z-index:calc(var(--lk-z-index) + 1);display:flex;flex-direction:column;gap:var(--lk-space-2);max-width:min(360px,calc(100vw - 32px))}
& .lk-address{font-family:ui-monospace,monospace;direction:ltr;unicode-bidi:isolate}
`.replace(/&/g, SCOPE);

/**
 * Puts kit CSS (the buttons' by default), already scoped against the host page's rules (see
 * `scope.ts`), into a document; returns the function that takes it out again.
 */
export function adoptStyles(doc: Document, nonce?: string, text: string = css): () => void {
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (!nonce && win && 'adoptedStyleSheets' in doc && typeof win.CSSStyleSheet === 'function' && 'replaceSync' in win.CSSStyleSheet.prototype) {
    const sheet = new win.CSSStyleSheet();
    sheet.replaceSync(text);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return () => {
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  const el = doc.createElement('style');
  if (nonce) el.nonce = nonce;
  el.textContent = text;
  doc.head.appendChild(el);
  return () => el.remove();
}

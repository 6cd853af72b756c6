/** The toasts' CSS, loaded with them when the first alert shows. */
export const toastCss = `
.lk-toasts{position:fixed;inset-block-start:16px;inset-inline-end:16px;z-index:calc(var(--lk-z-index) + 1);display:flex;flex-direction:column;gap:8px;max-width:min(360px,calc(100vw - 32px))}
.lk-toast{display:flex;align-items:flex-start;gap:10px;padding:10px 12px;border-radius:calc(var(--lk-border-radius-master)*3);background:var(--lk-bg);color:var(--lk-fg);border:1px solid var(--lk-border);box-shadow:0 6px 24px rgba(0,0,0,.25)}
.lk-toast[data-severity=error]{border-color:var(--lk-danger)}
.lk-toast-body{flex:1;display:flex;flex-direction:column;gap:2px}
`;

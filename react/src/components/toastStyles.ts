/**
 * The toasts' CSS, loaded with them when the first alert shows. Their container's is with the
 * buttons' (`theme/styles.ts`): the live region is on every page, fixed, from the start.
 */
export const toastCss = `
.lk-toast{display:flex;align-items:flex-start;gap:10px;padding:10px 12px;border-radius:calc(var(--lk-border-radius-master)*3);background:var(--lk-bg);color:var(--lk-fg);border:1px solid var(--lk-border);box-shadow:0 6px 24px rgba(0,0,0,.25)}
.lk-toast[data-severity=error]{border-color:var(--lk-danger)}
.lk-toast-body{flex:1;display:flex;flex-direction:column;gap:2px}
`;

import { iconButtonCss } from '../theme/iconButton';

/**
 * The toasts' CSS, loaded with them when the first alert shows. Their container's is with the
 * buttons' (`theme/styles.ts`): the live region is on every page, fixed, from the start.
 */
export const toastCss = `${iconButtonCss}
.lk-toast{display:flex;align-items:flex-start;gap:10px;padding:10px var(--lk-space-3);border-radius:var(--lk-radius-m);background:var(--lk-bg);color:var(--lk-fg);border:1px solid var(--lk-border);box-shadow:var(--lk-shadow-1)}
.lk-toast[data-severity=error]{border-color:var(--lk-danger)}
.lk-toast-body{flex:1;display:flex;flex-direction:column;gap:2px}
`;

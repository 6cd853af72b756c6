/**
 * The round icon button's CSS (`ui/basics.tsx` IconButton): the modal's header and rows, and the
 * toasts' dismiss button. Not on the page's load: it rides with the modal's CSS (`modal/styles.ts`)
 * and the toasts' (`components/toastStyles.ts`), whichever shows first.
 */
export const iconButtonCss = `
.lk-icon-btn{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:50%;border:0;background:var(--lk-bg-2);color:var(--lk-fg);cursor:pointer;font:inherit}
.lk-icon-btn svg{width:16px;height:16px}
.lk-icon-btn:focus-visible{outline:2px solid var(--lk-focus);outline-offset:2px}
`;

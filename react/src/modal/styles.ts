import { iconButtonCss } from '../theme/iconButton';

/**
 * The modal's CSS: dialog, views and the `@latchkey/react/ui` primitives. It rides in the modal
 * chunk and is applied (after the buttons' CSS, see `theme/styles.ts`) when the modal first mounts.
 */
export const modalCss = `${iconButtonCss}
.lk-amount{direction:ltr;unicode-bidi:isolate;white-space:nowrap}
.lk-overlay{position:fixed;inset:0;z-index:var(--lk-z-index);display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55);padding:var(--lk-space-4)}
.lk-dialog{position:relative;width:min(var(--lk-modal-width),100%);max-height:min(640px,calc(100vh - 32px));display:flex;flex-direction:column;background:var(--lk-background,var(--lk-bg));color:var(--lk-fg);border:1px solid var(--lk-border);border-radius:var(--lk-radius-xl);box-shadow:var(--lk-shadow-2);overflow:hidden}
.lk-root.lk-embedded .lk-dialog{box-shadow:none}
.lk-shake{animation:lk-shake .5s}
@keyframes lk-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
@media (prefers-reduced-motion:reduce){.lk-shake{animation:none;outline:2px solid var(--lk-danger)}.lk-spinner{animation-duration:3s}}
.lk-header{display:flex;align-items:center;gap:var(--lk-space-2);padding:14px 14px var(--lk-space-2)}
.lk-title{flex:1;margin:0;text-align:center;font-size:var(--lk-text-l);font-weight:600}
.lk-body{padding:var(--lk-space-2) 14px var(--lk-space-4);overflow:auto;display:flex;flex-direction:column;gap:var(--lk-space-2)}
.lk-btn{text-decoration:none;display:inline-flex;align-items:center;justify-content:center;gap:var(--lk-space-2);min-height:40px;padding:0 var(--lk-space-4);border-radius:var(--lk-radius-m);border:1px solid transparent;background:var(--lk-accent);color:#fff;font:inherit;font-weight:600;cursor:pointer}
.lk-btn[data-variant=secondary]{background:var(--lk-bg-2);color:var(--lk-fg);border-color:var(--lk-border)}
.lk-btn[data-variant=danger]{background:transparent;color:var(--lk-danger);border-color:var(--lk-danger)}
.lk-btn:disabled{opacity:.55;cursor:not-allowed}
.lk-btn:focus-visible,.lk-item:focus-visible,.lk-input:focus-visible,.lk-link:focus-visible{outline:2px solid var(--lk-focus);outline-offset:2px}
.lk-spacer{width:32px;height:32px}
.lk-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.lk-item{display:flex;align-items:center;gap:var(--lk-space-3);width:100%;min-height:52px;padding:var(--lk-space-2) var(--lk-space-3);border-radius:var(--lk-radius-l);border:1px solid transparent;background:var(--lk-bg-2);color:var(--lk-fg);font:inherit;text-align:start;cursor:pointer}
.lk-item:hover{border-color:var(--lk-border)}
.lk-item[aria-current=true]{border-color:var(--lk-accent)}
.lk-item-main{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.lk-item-label{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere;text-align:left}
.lk-root[dir=rtl] .lk-item-label{text-align:right}
.lk-item-sub{display:flex;flex-wrap:wrap;align-items:center;gap:var(--lk-space-1);min-width:0}
.lk-item-sub:empty{display:none}
.lk-item-detail{font-size:var(--lk-text-s);color:var(--lk-fg-2);min-width:0;overflow-wrap:anywhere}
.lk-tag{flex:none;font-size:var(--lk-text-xs);padding:2px 6px;border-radius:999px;background:var(--lk-bg-3);color:var(--lk-fg-2);white-space:nowrap}
.lk-item-sub .lk-tag{font-size:var(--lk-text-xs);line-height:1.4;padding:0 6px}
/* A two-line figure (an amount over its value) is not a pill: it stands at the row's end, aligned there. */
.lk-tag:has(>.lk-stack){display:flex;background:none;padding:0;border-radius:0;font-size:var(--lk-text-s)}
.lk-tag>.lk-stack{gap:2px;align-items:flex-end;text-align:end}
.lk-img-lg{width:72px;height:72px}
.lk-text{margin:0;color:var(--lk-fg-2);text-align:center}
.lk-text[data-tone=danger]{color:var(--lk-danger)}
.lk-strong{color:var(--lk-fg);font-weight:600}
.lk-center{display:flex;flex-direction:column;align-items:center;gap:var(--lk-space-3);padding:var(--lk-space-3) 0}
.lk-row{display:flex;gap:var(--lk-space-2);justify-content:center;flex-wrap:wrap}
.lk-row:has(>.lk-input){flex-wrap:nowrap}
.lk-row>.lk-btn:not(.lk-btn-sm){flex:1 1 auto}
.lk-row>.lk-input{flex:1;min-width:0}
.lk-otp{font-family:ui-monospace,monospace;font-size:var(--lk-text-l);letter-spacing:.4em;text-align:center}
.lk-input{width:100%;min-height:40px;padding:0 var(--lk-space-3);border-radius:var(--lk-radius-m);border:1px solid var(--lk-border);background:var(--lk-bg-2);color:var(--lk-fg);font:inherit}
.lk-scroll{overflow:auto;max-height:360px;position:relative}
.lk-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px}
.lk-tile{display:flex;flex-direction:column;align-items:center;gap:6px;padding:var(--lk-space-2) var(--lk-space-1);border-radius:var(--lk-radius-m);border:1px solid transparent;background:var(--lk-bg-2);color:var(--lk-fg);font:inherit;font-size:var(--lk-text-s);cursor:pointer;min-width:0}
.lk-tile span{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lk-tile .lk-tile-name{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;white-space:normal;overflow-wrap:break-word;text-align:center;line-height:1.25;flex:none}
.lk-tile:focus-visible{outline:2px solid var(--lk-focus);outline-offset:2px}
.lk-spinner{width:28px;height:28px;border-radius:50%;border:3px solid var(--lk-bg-3);border-top-color:var(--lk-accent);animation:lk-spin 1s linear infinite}
@keyframes lk-spin{to{transform:rotate(360deg)}}
.lk-link{color:var(--lk-accent);text-decoration:underline}
a.lk-item{text-decoration:none}
.lk-root[data-theme=dark] .lk-link{color:var(--lk-focus)}
.lk-card{display:flex;flex-direction:column;gap:var(--lk-space-1);padding:var(--lk-space-3);border-radius:var(--lk-radius-l);background:var(--lk-bg-2)}
.lk-pre{margin:0;max-height:160px;overflow:auto;white-space:pre-wrap;word-break:break-word;font-family:ui-monospace,monospace;font-size:var(--lk-text-s);color:var(--lk-fg)}
.lk-vscroll{height:360px;overflow:auto;position:relative;overscroll-behavior:contain;scroll-padding:var(--lk-space-1)}
.lk-vgrid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));grid-auto-rows:104px;align-content:start;column-gap:6px;list-style:none;margin:0;padding-inline:2px}
.lk-vgrid>li{min-width:0;padding-block:3px}
.lk-vgrid .lk-tile{width:100%;height:100%;justify-content:center}
.lk-subtitle{margin:0;font-size:var(--lk-text-m);font-weight:600;color:var(--lk-fg);text-align:center;max-width:100%;overflow-wrap:anywhere}
.lk-subtitle:focus-visible{outline:2px solid var(--lk-focus);outline-offset:2px}
.lk-dl{display:grid;grid-template-columns:fit-content(50%) minmax(0,1fr);gap:var(--lk-space-1) var(--lk-space-3);margin:0}
.lk-dl dt{color:var(--lk-fg-2)}
.lk-dl>div{display:contents}
.lk-pre:focus-visible{outline:2px solid var(--lk-focus);outline-offset:2px}
.lk-dl dd{margin:0;min-width:0;overflow-wrap:anywhere;color:var(--lk-fg)}
.lk-dl-end{row-gap:0;column-gap:0}
.lk-center>.lk-dl{align-self:stretch}
.lk-dl-end dt,.lk-dl-end dd{display:flex;align-items:center;min-height:40px;padding-block:6px}
.lk-dl-end dd{justify-content:flex-end;flex-wrap:wrap;gap:var(--lk-space-1) var(--lk-space-2);text-align:end;padding-inline-start:var(--lk-space-3)}
.lk-dl-end dd>*{min-width:0}
.lk-dl-end>div+div>dt,.lk-dl-end>div+div>dd{border-top:1px solid var(--lk-border)}
.lk-link svg{width:1em;height:1em;vertical-align:-.125em}
.lk-stack{display:flex;flex-direction:column;gap:var(--lk-space-2);min-width:0}
.lk-stack[hidden]{display:none}
.lk-stack>.lk-spinner,.lk-body>.lk-spinner{align-self:center}
.lk-status{display:flex;flex-direction:column;align-items:center;gap:var(--lk-space-2)}
.lk-root[dir=rtl] .lk-flip-rtl{transform:scaleX(-1)}
.lk-icon{color:var(--lk-fg)}
.lk-icon svg{width:20px;height:20px}
.lk-badges{display:inline-flex;flex-wrap:wrap;gap:var(--lk-space-1);flex:none}
.lk-badge{font-size:var(--lk-text-xs);line-height:1.4;padding:0 6px;border-radius:var(--lk-radius-xs);border:1px solid var(--lk-border);color:var(--lk-fg-2);white-space:nowrap}
.lk-badges-compact{justify-content:center;gap:2px;flex-wrap:nowrap;overflow:hidden;max-width:100%;flex:none}
.lk-badges-compact .lk-badge{font-size:var(--lk-text-xs);line-height:1.25;padding:0 3px}
.lk-vgrid .lk-tile[data-badged]{gap:3px;padding-block:var(--lk-space-1)}
.lk-tile[data-badged] .lk-img{width:30px;height:30px}
.lk-seg{display:grid;grid-template-columns:repeat(auto-fit,minmax(84px,1fr));gap:6px;margin:0;padding:0;border:0;min-width:0}
.lk-seg legend{padding:0;margin-block-end:var(--lk-space-1);font-size:var(--lk-text-s);color:var(--lk-fg-2)}
.lk-seg-opt{position:relative;display:flex;min-width:0}
.lk-seg-opt input{position:absolute;inset:0;z-index:1;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.lk-seg-opt>span{position:relative;flex:1;min-width:0;display:flex;flex-direction:column;justify-content:center;min-height:40px;padding:2px 10px;border-radius:var(--lk-radius-m);border:1px solid var(--lk-border);background:var(--lk-bg-2);color:var(--lk-fg);text-align:center;line-height:1.2}
.lk-seg-name{display:flex;justify-content:center;min-width:0;font-size:var(--lk-text-s)}
.lk-seg-name>span,.lk-seg-detail{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lk-seg-detail{font-size:var(--lk-text-xs);color:var(--lk-fg-2)}
.lk-seg-opt svg{position:absolute;inset-block-start:4px;inset-inline-start:4px;width:11px;height:11px}
.lk-seg-opt input:checked+span{border:2px solid var(--lk-accent);padding:1px 9px;font-weight:600}
.lk-seg-opt input:focus-visible+span{outline:2px solid var(--lk-focus);outline-offset:2px}
.lk-seg legend.lk-strong{font-size:var(--lk-text-m);color:var(--lk-fg)}
.lk-select{position:relative;display:block}
.lk-select select{appearance:none;-webkit-appearance:none;padding-inline-end:36px;cursor:pointer}
.lk-select::after{content:'';position:absolute;inset-inline-end:16px;top:50%;width:7px;height:7px;border-inline-end:2px solid var(--lk-fg-2);border-block-end:2px solid var(--lk-fg-2);transform:translateY(-70%) rotate(45deg);pointer-events:none}
.lk-section{display:flex;flex-direction:column;gap:6px}
.lk-section-title{margin:var(--lk-space-1) 0 0;font-size:var(--lk-text-m);font-weight:600;color:var(--lk-fg)}
.lk-section-title:focus-visible{outline:2px solid var(--lk-focus);outline-offset:2px}
.lk-wrow{display:flex;align-items:center;gap:10px;min-height:52px;padding:var(--lk-space-2) var(--lk-space-3);border-radius:var(--lk-radius-l);background:var(--lk-bg-2);border:1px solid transparent}
.lk-wrow[data-active=true]{border-color:var(--lk-accent)}
.lk-wrow-main{flex:1;min-width:0;display:flex;flex-direction:column}
.lk-wrow-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lk-wrow-title{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere}
.lk-wrow-sub{font-size:var(--lk-text-s);color:var(--lk-fg-2)}
.lk-wrow-end{flex:none;max-width:55%;align-items:flex-end;text-align:end}
.lk-wrow .lk-address{font-size:var(--lk-text-s);color:var(--lk-fg-2)}
.lk-wrow .lk-icon-btn{background:var(--lk-bg-3)}
.lk-btn-sm{min-height:32px;padding:0 var(--lk-space-3)}
@media (max-width:480px),(pointer:coarse){.lk-dialog .lk-icon-btn{width:44px;height:44px}.lk-btn,.lk-btn-sm,.lk-input,.lk-seg-opt>span{min-height:44px}.lk-dialog a.lk-link{display:inline-flex;align-items:center;gap:var(--lk-space-1);min-height:44px}}
`;

import { SCOPE } from './rootScope';

// How kit CSS keeps the host page's rules out: `rootScope.ts`.
export { SCOPE };

/** Splits a selector list at its top-level commas (not those inside `:is(…)`, `:not(…)`). */
function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/**
 * One selector under the scope. `.lk-root…` is the kit root itself; `:where(…)` stays as written
 * (zero specificity on purpose: the theme's defaults); anything else is inside a kit root.
 */
function scopeSelector(selector: string): string {
  if (selector.startsWith(':where(')) return selector;
  if (/^\.lk-root(?![\w-])/.test(selector)) return SCOPE + selector.slice('.lk-root'.length);
  return `${SCOPE} ${selector}`;
}

/** The index of the `}` that closes the block opened at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length - 1;
}

/**
 * The kit's CSS with every rule under {@link SCOPE}. Conditional groups (`@media`, `@supports`,
 * `@container`) are scoped inside; `@keyframes` and other at-rules are left as they are.
 *
 * @example
 * scopeCss('.lk-title{margin:0}') // '.lk-root:not(#lk-0):not(#lk-1) .lk-title{margin:0}'
 */
export function scopeCss(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const prelude = text.slice(i, open).trim();
    const end = closing(text, open);
    const body = text.slice(open + 1, end);
    if (/^@(media|supports|container)\b/.test(prelude)) out += `${prelude}{${scopeCss(body)}}`;
    else if (prelude.startsWith('@')) out += `${prelude}{${body}}`;
    else out += `${splitSelectors(prelude).map(scopeSelector).join(',')}{${body}}`;
    out += '\n';
    i = end + 1;
  }
  return out;
}

/**
 * Keeps the host page's CSS out of the kit's UI.
 *
 * The modal and the toasts are portalled into `document.body`, so the rules that reach them are
 * the host's global ones: element selectors (`h2 { color }`), `*` rules, `button`/`img` resets,
 * `button:hover`, `[type=button]`, and the fonts and line heights every element inherits from
 * `body`. Three things beat all of them without a shadow root, which would hide the dialog from
 * the page's own tests, screen-reader tooling and `document.querySelector`:
 *
 * 1. Every kit rule is scoped under {@link SCOPE}: a kit root whose selector also carries two
 *    `:not(#id)` clauses that match every element. That gives each rule the specificity of two
 *    ids, more than any global rule (and than `#root button`, which does not reach a portal anyway).
 * 2. The first rules reset: the kit root takes `all: initial` (nothing inherited from the page),
 *    every element inside takes `all: revert` (the browser's own defaults, as on a blank page),
 *    and the kit's own rules (scoped the same, one class more) then style them.
 * 3. The theme's variables stay the dapp's: custom properties are not touched by `all`, and the
 *    defaults are declared under `:where()` so a dapp's `--lk-*` always wins.
 *
 * A host rule marked `!important` still wins; that is the one thing a page can do to the kit.
 */
export const SCOPE = '.lk-root:not(#lk-0):not(#lk-1)';

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

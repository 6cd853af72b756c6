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

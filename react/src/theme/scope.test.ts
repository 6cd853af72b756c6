import { describe, expect, it } from 'vitest';
import { SCOPE, scopeCss } from './scope';
import { css } from './styles';
import { modalCss } from '../modal/styles';
import { toastCss } from '../components/toastStyles';

describe('scopeCss', () => {
  it('puts every rule under the kit root, the root itself included, and leaves the theme defaults at zero specificity', () => {
    const out = scopeCss(`
.lk-title{margin:0}
.lk-root[dir=rtl] .lk-flip-rtl,.lk-tile span{x:y}
:where(.lk-root){--lk-fg:#fff}
.lk-rootish{a:b}`);
    expect(out.split('\n').filter(Boolean)).toEqual([
      `${SCOPE} .lk-title{margin:0}`,
      `${SCOPE}[dir=rtl] .lk-flip-rtl,${SCOPE} .lk-tile span{x:y}`,
      ':where(.lk-root){--lk-fg:#fff}',
      `${SCOPE} .lk-rootish{a:b}`,
    ]);
  });

  it('scopes inside @media and @supports, not inside @keyframes; commas inside :is()/:not() stay in one selector', () => {
    const out = scopeCss('@media (prefers-reduced-motion:reduce){.lk-shake{animation:none}.lk-a,.lk-b{c:d}}@keyframes lk-spin{to{transform:rotate(360deg)}}.lk-root :not(svg,svg *){all:revert}');
    expect(out).toContain(`@media (prefers-reduced-motion:reduce){${SCOPE} .lk-shake{animation:none}\n${SCOPE} .lk-a,${SCOPE} .lk-b{c:d}\n}`);
    expect(out).toContain('@keyframes lk-spin{to{transform:rotate(360deg)}}');
    expect(out).toContain(`${SCOPE} :not(svg,svg *){all:revert}`);
  });

  it("ships the buttons' CSS already scoped: exactly what scopeCss makes of the same rules under .lk-root", () => {
    const rules = css.split(SCOPE).join('.lk-root');
    expect(rules).not.toContain(SCOPE);
    expect(rules).toContain('.lk-root .lk-connect-btn{');
    expect(scopeCss(rules)).toBe(css);
  });

  it('leaves no rule of the shipped CSS unscoped: each selector starts at a kit root or is a :where() default', () => {
    for (const [sheet, scoped] of [[css.split(SCOPE).join('.lk-root'), css], [modalCss, scopeCss(modalCss)], [toastCss, scopeCss(toastCss)]] as const) {
      // Every rule of the source comes out (no rule lost to the parser).
      expect(scoped.split('{').length).toBe(sheet.split('{').length);
      const selectors = [...scoped.matchAll(/(?:^|\n|\})([^{}@\n][^{}]*)\{/g)].map((m) => m[1]!.trim()).filter((s) => !/^(to|from|\d+%)/.test(s));
      expect(selectors.length).toBeGreaterThan(1);
      for (const list of selectors) for (const sel of list.split(/,(?![^(]*\))/)) expect(sel.startsWith(SCOPE) || sel.startsWith(':where(.lk-root'), sel).toBe(true);
    }
  });
});

import type { Page } from 'playwright-core';

/**
 * A host page's global CSS at its most careless: the stock Vite React template's `index.css` and
 * `App.css` (the `h2` colour that made the modal's title invisible, `button:hover`, the focus ring,
 * `:root` fonts and colour scheme), with the resets and element rules real apps and CSS frameworks
 * ship: `*` margins and `box-sizing`, line heights, letter spacing, fonts on `body`, `button`
 * and `img`/`svg` resets, list and link styles, `span`/`div` rules.
 */
export const HOSTILE_CSS = `
:root{font-family:system-ui,Avenir,Helvetica,Arial,sans-serif;line-height:1.5;font-weight:400;color-scheme:light dark;color:rgba(255,255,255,.87);background-color:#242424;font-synthesis:none;text-rendering:optimizeLegibility}
a{font-weight:500;color:#646cff;text-decoration:inherit}
a:hover{color:#535bf2}
body{margin:0;display:flex;place-items:center;min-width:320px;min-height:100vh;font:italic 19px/2.6 Georgia,serif;letter-spacing:.12em;word-spacing:6px;text-transform:uppercase;text-align:center;color:#08060d;cursor:crosshair}
h1{font-size:3.2em;line-height:1.1}
h2{color:#08060d;font-size:2.6em;font-weight:100;margin:1em;text-decoration:underline}
p{margin:2em;color:#08060d}
button{border-radius:8px;border:1px solid transparent;padding:.6em 1.2em;font-size:1em;font-weight:500;font-family:inherit;background-color:#1a1a1a;cursor:pointer;transition:border-color .25s}
button:hover{border-color:#646cff}
button:focus,button:focus-visible{outline:4px auto -webkit-focus-ring-color}
[type=button],button:not(:disabled){-webkit-appearance:button;background-image:linear-gradient(red,blue)}
*,*::before,*::after{box-sizing:content-box;margin:3px;border:0 solid #f0f}
*{line-height:3;letter-spacing:.2em;font-family:'Comic Sans MS',cursive;min-width:0}
img,svg,video{display:block;vertical-align:middle;max-width:100%;border:4px solid lime}
img{height:auto}
ul,ol{list-style:square;padding-left:40px;margin:1em}
li{margin:10px;padding:3px}
div{padding:5px;background:rgba(255,0,0,.08)}
span{display:block;padding:2px}
input,select,textarea{border:3px dashed red;border-radius:0;padding:10px;font-size:22px;background:yellow}
strong{font-weight:100;color:red}
dl,dd,dt{margin:9px;color:orange}
pre{font-family:serif;white-space:normal}
@media (prefers-color-scheme:light){:root{color:#213547;background-color:#fff}button{background-color:#f9f9f9}}
`;

/** One element's computed style, differing properties only, for a readable failure. */
export interface StyleDiff {
  element: string;
  property: string;
  before: string;
  after: string;
}

/**
 * Every computed style property of every element under the kit roots matching `selector` (the
 * roots included), keyed by a path that names the element. Waits for running animations first.
 */
export async function computedStyles(page: Page, selector: string): Promise<Record<string, Record<string, string>>> {
  // Hover is part of the host's rules (button:hover): the pointer rests off the kit for both snapshots.
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Images settled: a wallet's picture replaces its monogram when it arrives.
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  let last = '';
  for (let i = 0; i < 20; i++) {
    const shape = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} *`)].map((e) => e.tagName).join(), selector);
    if (shape === last) break;
    last = shape;
    await page.waitForTimeout(150);
  }
  return page.evaluate((sel) => {
    const out: Record<string, Record<string, string>> = {};
    const roots = [...document.querySelectorAll(sel)];
    roots.forEach((root, r) => {
      const all = [root, ...root.querySelectorAll('*')];
      all.forEach((el, i) => {
        const cs = getComputedStyle(el);
        const props: Record<string, string> = {};
        for (let k = 0; k < cs.length; k++) {
          const name = cs.item(k);
          props[name] = cs.getPropertyValue(name);
        }
        const label = `${sel}#${r} ${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}[${i}]`;
        out[label] = props;
      });
    });
    return out;
  }, selector);
}

/** What differs between two snapshots of the same elements (and elements that came or went). */
export function styleDiffs(before: Record<string, Record<string, string>>, after: Record<string, Record<string, string>>): StyleDiff[] {
  const diffs: StyleDiff[] = [];
  for (const element of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[element];
    const b = after[element];
    if (!a || !b) {
      diffs.push({ element, property: '(element)', before: a ? 'present' : 'absent', after: b ? 'present' : 'absent' });
      continue;
    }
    for (const property of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (a[property] !== b[property]) diffs.push({ element, property, before: a[property] ?? '', after: b[property] ?? '' });
    }
  }
  return diffs;
}

/** Puts the hostile stylesheet into the page (a `<style>` the test adds; the page's CSP is bypassed). */
export async function addHostileCss(page: Page): Promise<void> {
  await page.evaluate((text) => {
    const style = document.createElement('style');
    style.id = 'hostile-host-css';
    style.textContent = text;
    document.head.append(style);
  }, HOSTILE_CSS);
}

export const removeHostileCss = (page: Page) => page.evaluate(() => document.getElementById('hostile-host-css')?.remove());

import type { CSSProperties } from 'react';

/** SPEC §3 theme defaults (w3mThemeVariables), as `--lk-*` custom properties. */
export const THEME_DEFAULTS: Record<string, string> = {
  '--lk-modal-width': '360px',
  '--lk-accent': '#2f5fe0',
  '--lk-font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  '--lk-font-size-master': '10px',
  '--lk-border-radius-master': '4px',
  '--lk-z-index': '999',
  '--lk-color-mix': 'transparent',
  '--lk-color-mix-strength': '0%',
};

/**
 * The AppKit-style names a theme may use for a variable: each stands for its `--lk-*` spelling in
 * kebab case (`fontSizeMaster` → `--lk-font-size-master`).
 */
const ALIASES: readonly string[] = ['accent', 'background', 'fontFamily', 'fontSizeMaster', 'borderRadiusMaster', 'zIndex', 'colorMix', 'colorMixStrength', 'modalWidth'];

/** A CSS value a theme may set: no url(), no expressions, no braces or semicolons. */
function safeValue(value: string | number): string | undefined {
  const v = String(value).trim();
  return !v || v.length > 200 || /[;{}<>]|url\(|expression\(|@import/i.test(v) ? undefined : v;
}

/**
 * Maps `themeVariables` (`accent`, `--lk-accent`, or `--w3m-accent` spellings) onto `--lk-*`
 * custom properties. Unknown names and unsafe values are dropped.
 *
 * @example
 * themeStyle({ accent: '#ff0066', zIndex: 2000 })
 */
export function themeStyle(variables: Record<string, string | number>): CSSProperties {
  const out: Record<string, string> = { ...THEME_DEFAULTS };
  for (const [name, raw] of Object.entries(variables)) {
    const key = ALIASES.includes(name) ? `--lk-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` : name.startsWith('--lk-') ? name : name.startsWith('--w3m-') ? `--lk-${name.slice(6)}` : undefined;
    const value = safeValue(raw);
    if (!key || value === undefined) continue;
    // Numbers: pixels for sizes, a percentage for the colour mix's strength (AppKit's 0-100).
    out[key] = typeof raw === 'number' && /radius|size|width/.test(key) ? `${raw}px` : typeof raw === 'number' && key === '--lk-color-mix-strength' ? `${raw}%` : value;
  }
  return out as CSSProperties;
}

/**
 * The same variables as a CSS rule for every kit root, for a `<style nonce>`: server-rendered
 * markup under a strict Content-Security-Policy, where a `style` attribute would be ignored.
 */
export const themeCss = (variables: Record<string, string | number>): string =>
  `.lk-root{${Object.entries(themeStyle(variables) as Record<string, string>)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;

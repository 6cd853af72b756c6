import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS, themeCss, themeStyle } from './theme';

describe('themeStyle', () => {
  it('maps every AppKit-style name, --lk-* and --w3m-* spelling onto --lk-* variables, after the defaults', () => {
    const style = themeStyle({
      accent: '#ff0066',
      background: '#000',
      fontFamily: 'Inter',
      fontSizeMaster: 12,
      borderRadiusMaster: 2,
      zIndex: 2000,
      colorMix: '#123456',
      colorMixStrength: 20,
      modalWidth: '400px',
      '--w3m-accent': 'red',
      '--lk-custom': 'blue',
    }) as Record<string, string>;
    expect(style).toEqual({
      ...THEME_DEFAULTS,
      '--lk-accent': 'red',
      '--lk-background': '#000',
      '--lk-font-family': 'Inter',
      '--lk-font-size-master': '12px',
      '--lk-border-radius-master': '2px',
      '--lk-z-index': '2000',
      '--lk-color-mix': '#123456',
      '--lk-color-mix-strength': '20%',
      '--lk-modal-width': '400px',
      '--lk-custom': 'blue',
    });
    expect(Object.keys(style).slice(0, Object.keys(THEME_DEFAULTS).length)).toEqual(Object.keys(THEME_DEFAULTS));
  });

  it('drops unknown names (inherited object keys and other spellings included) and unsafe values', () => {
    const style = themeStyle({ bogus: 'x', toString: 'y', constructor: 'z', 'font-family': 'Inter', Accent: 'red', background: 'url(https://x)', accent: 'red;color:blue', zIndex: ' ' });
    expect(style).toEqual(THEME_DEFAULTS);
  });

  it('writes the same variables as one rule for a <style nonce>', () => {
    expect(themeCss({ accent: '#ff0066' })).toBe(`.lk-root{${Object.entries({ ...THEME_DEFAULTS, '--lk-accent': '#ff0066' }).map(([k, v]) => `${k}:${v}`).join(';')}}`);
  });
});

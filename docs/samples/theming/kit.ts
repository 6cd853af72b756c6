import { createKit } from '@latchkey/kernel';
import { evm } from '@latchkey/presets/evm';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  metadata,
  networks: [mainnet],
  plugins: evm(),
  themeMode: 'light', // default 'dark'
  themeVariables: {
    accent: '#c2185b',
    fontFamily: "'Inter', system-ui, sans-serif",
    borderRadiusMaster: 6, // numbers become px for radius, size and width
    modalWidth: 400,
    zIndex: 2000,
    '--lk-fg': '#1b1b1f', // any --lk-* variable, or an AppKit --w3m-* name
  },
});

// Follow the operating system's preference.
const dark = window.matchMedia('(prefers-color-scheme: dark)');
kit.setThemeMode(dark.matches ? 'dark' : 'light');
dark.addEventListener('change', (event) => kit.setThemeMode(event.matches ? 'dark' : 'light'));

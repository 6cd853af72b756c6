import type { WalletIcon } from '@wallet-standard/base';

/**
 * A 96x96 SVG icon as a base64 data URI, the form Wallet Standard's `WalletIcon` type requires.
 *
 * @example
 * svgIconBase64('#9945ff', 'S'); // 'data:image/svg+xml;base64,PHN2Zy...'
 */
export function svgIconBase64(color: string, letter: string): WalletIcon {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${color}"/>` +
    `<text x="48" y="64" font-family="sans-serif" font-size="52" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** Icon of the "Latchkey Solana Dev Wallet". */
export const SOLANA_DEV_WALLET_ICON = svgIconBase64('#7c3aed', 'S');
/** Icon of the "Latchkey Solana Second Wallet". */
export const SOLANA_SECOND_WALLET_ICON = svgIconBase64('#0e7490', '2');

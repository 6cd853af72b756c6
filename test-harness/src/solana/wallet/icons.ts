import type { WalletIcon } from '@wallet-standard/base';
import { iconSvg } from '../../wallets/icons';

/**
 * A 96x96 SVG icon as a base64 data URI, the form Wallet Standard's `WalletIcon` type requires.
 *
 * @example
 * svgIconBase64('#9945ff', 'S'); // 'data:image/svg+xml;base64,PHN2Zy...'
 */
export function svgIconBase64(color: string, letter: string): WalletIcon {
  return `data:image/svg+xml;base64,${btoa(iconSvg(color, letter))}`;
}

/** Icon of the "Latchkey Solana Dev Wallet". */
export const SOLANA_DEV_WALLET_ICON = svgIconBase64('#7c3aed', 'S');
/** Icon of the "Latchkey Solana Second Wallet". */
export const SOLANA_SECOND_WALLET_ICON = svgIconBase64('#0e7490', '2');

/**
 * Builds a square 96x96 SVG icon as a data: URI (EIP-6963 wants a data URI, at least 96 px).
 *
 * @example
 * ```ts
 * const icon = svgIcon('#4f46e5', 'L'); // 'data:image/svg+xml,...'
 * ```
 */
export function svgIcon(color: string, letter: string): string {
  return `data:image/svg+xml,${encodeURIComponent(iconSvg(color, letter))}`;
}

/** The SVG markup of a dev wallet icon: a rounded square of `color` with a white `letter`. */
export function iconSvg(color: string, letter: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${color}"/>` +
    `<text x="48" y="64" font-family="sans-serif" font-size="52" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>` +
    `</svg>`
  );
}

/** Icon of the "Latchkey Dev Wallet". */
export const DEV_WALLET_ICON = svgIcon('#4f46e5', 'L');
/** Icon of the "Latchkey Second Wallet". */
export const SECOND_WALLET_ICON = svgIcon('#0f766e', '2');

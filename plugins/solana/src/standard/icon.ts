import type { WalletIcon } from '@wallet-standard/base';
import { base64 } from '@scure/base';
import { safeIcon } from '../wallet/sanitize';

/** A key in a latch, white on near-black: the icon of a bridged wallet whose connector has none usable. */
export const LATCHKEY_WALLET_ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiA5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjAiIGZpbGw9IiMxZDFkMjQiLz48Y2lyY2xlIGN4PSIzNiIgY3k9IjQ4IiByPSIxNSIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjgiLz48cGF0aCBkPSJNNTEgNDhoMzBNNzIgNDh2MTNNODEgNDh2OSIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjgiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIvPjwvc3ZnPg==';

const DATA_URI = /^data:image\/(svg\+xml|png|webp|gif)(;base64)?,(.*)$/is;

/**
 * The Wallet Standard icon of a bridged wallet: the connector's image when it is a safe data: URI
 * (the kit's rules: SVG, PNG, WebP or GIF; URL-encoded SVG re-encoded as base64, the form the
 * standard requires), else {@link LATCHKEY_WALLET_ICON}. A remote (https) image is never used:
 * a wallet icon is shown by other code on the page, which would fetch it.
 *
 * @example
 * walletIconOf("data:image/svg+xml,%3Csvg%2F%3E"); // 'data:image/svg+xml;base64,PHN2Zy8+'
 */
export function walletIconOf(imageUrl: unknown): WalletIcon {
  const safe = safeIcon(imageUrl);
  const match = safe ? DATA_URI.exec(safe) : null;
  if (!match) return LATCHKEY_WALLET_ICON;
  const [, type, isBase64, data] = match;
  if (isBase64) return /^[A-Za-z0-9+/]+={0,2}$/.test(data!) ? (safe as WalletIcon) : LATCHKEY_WALLET_ICON;
  if (type!.toLowerCase() !== 'svg+xml') return LATCHKEY_WALLET_ICON;
  try {
    return `data:image/svg+xml;base64,${base64.encode(new TextEncoder().encode(decodeURIComponent(data!)))}`;
  } catch {
    return LATCHKEY_WALLET_ICON;
  }
}

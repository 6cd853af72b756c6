/** What the kit's bridged wallets are called after their connector: "WalletConnect via Latchkey". */
const SUFFIX = ' via Latchkey';

/**
 * The Wallet Standard name of the wallet the kit registers for a connection through `connectorName`.
 * Dapps and wallet-adapter select wallets by this name (and keep it in their storage), so it is the
 * same in every locale.
 *
 * @example
 * latchkeyWalletName('WalletConnect'); // 'WalletConnect via Latchkey'
 */
export function latchkeyWalletName(connectorName: string): string {
  return `${connectorName}${SUFFIX}`;
}

/** The plugin's view ids. */
export const BITCOIN_VIEWS = Object.freeze({ accounts: 'BitcoinAccounts' } as const);

/** How long `waitForReceipt` waits by default; a busy mainnet can take minutes, a local node none. */
export const RECEIPT_TIMEOUT_MS = 120_000;

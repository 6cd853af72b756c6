/** A signature waits for the visitor in their wallet (the kernel waits as long). */
export const PROMPT_TIMEOUT_MS = 120_000;
/** A call that should answer at once (a silent reconnect, a key read, disconnect). */
export const SILENT_TIMEOUT_MS = 10_000;
/** Largest data `signArbitrary` hands to a wallet. */
export const MAX_DATA_BYTES = 100_000;

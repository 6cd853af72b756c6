/** The plugin's id: its event prefix, storage prefix and `kit.plugin()` key. */
export const GREETER_ID = 'acme-greeter';
/** Its view, opened from the Account view's wallet-features list. */
export const GREETER_VIEW = 'AcmeGreeter';
/** Its RPC method, answered by the plugin instead of the wallet (safe: no approval). */
export const GREET_METHOD = 'acme_greet';

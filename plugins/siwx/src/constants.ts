/** The plugin's id (its `kit.plugin('siwx')`, its state slice and its events' prefix). */
export const SIWX_PLUGIN_ID = 'siwx';
/** The sign-in view (SPEC §2 SIWXSignMessage), contributed by this plugin. */
export const SIWX_VIEW = 'SIWXSignMessage';
/** Each call into the sign-in contract (sessions, message, verification), ms. */
export const SIWX_CALL_TIMEOUT_MS = 10_000;

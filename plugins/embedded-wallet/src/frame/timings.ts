// SPEC §9 timings of the secure frame: a module of their own, so the plugin's entry (on the page's
// load path) reads them without pulling in the frame client.

/** SPEC §9: the frame has this long to load and say FRAME_READY… */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
/** …then this long for a FRAME_SESSION_UPDATE that follows it before the frame counts as ready. */
export const READY_SETTLE_MS = 500;
/** SPEC §9: a request (connect email, device, code, social, RPC…) waits this long. */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000;
/** SPEC §9: signing out waits this long; the kit forgets the session anyway. */
export const FRAME_DISCONNECT_TIMEOUT_MS = 3_000;

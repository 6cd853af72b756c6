// `@latchkey/kernel/ssr`: what a server needs to render a returning visitor's connection.
export { cookieToInitialState, CONNECTION_COOKIE } from './cookie';
export type { KitInitialState, InitialConnection } from './cookie';

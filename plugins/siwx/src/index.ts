import { ConfigError, definePlugin, type KitPlugin, type PluginContext, type SIWXConfig } from '@latchkey/kernel';
import { SIWX_PLUGIN_ID, SIWX_VIEW } from './constants';
import type { SiwxFlow } from './flow/flow';
import { titles } from './locale/titles';
import type { SiwxApi, SiwxOptions, SiwxState } from './types';
import './register';

export type * from './types';
export { parseSiweMessage, formatSiweMessage, type SiweMessageFields } from './siwe/message';
export { verifySiweMessage, checkSiweMessage, type VerifySiweMessageInput, type SiweVerification, type SiweContractVerifier } from './siwe/verify';
export { SiweMessageError, type SiweRule, type SignInFormat } from './siwe/errors';
export { toChecksumAddress } from './siwe/address';
export { formatSiwsMessage, parseSiwsMessage, checkSiwsFields, formatCaip122Message, parseCaip122Message, type Caip122Fields } from './caip122';
export { verifySiwxSession, checkSiwxSession, DEFAULT_CLOCK_SKEW_MS, type SiwxVerifier, type VerifySiwxSessionOptions, type SiwxRefusal, type SiwxSessionCheck } from './server';

/**
 * Sign-in with any wallet (CAIP-122, SPEC §4): after a connection with no session the visitor
 * signs a message in SIWXSignMessage, written and verified by the namespace adapter's `siwx` hooks
 * (EIP-4361 from the eip155 plugin, Sign In With Solana from the solana plugin…; the CAIP-122 text
 * where an adapter writes none); the session is verified and kept in this browser, or by the dapp's
 * server (`server: { url }`). `required: true` holds the modal until the visitor signs. The page
 * loads this factory only: messages, verification and sessions load with the first connection.
 *
 * @example
 * createKit({ metadata, networks, plugins: [...multichain(), siwx({ required: true })] })
 */
export function siwx(options: SiwxOptions = {}): KitPlugin<'siwx', SiwxApi, SiwxState> {
  if (options.server !== undefined && (typeof options.server?.url !== 'string' || !/^https?:\/\//.test(options.server.url))) {
    throw new ConfigError('siwx() server.url must be an http(s) URL', { details: String(options.server?.url) });
  }
  if (options.statement !== undefined && /\n/.test(options.statement)) throw new ConfigError('siwx() statement must be one line');
  const own = Object.keys(options).length > 0;
  // Each kit's flow (a lazy chunk), by the plugin context of that kit: afterConnect runs outside setup.
  const flows = new WeakMap<PluginContext<SiwxState>, () => Promise<SiwxFlow>>();
  return definePlugin<'siwx', SiwxApi, SiwxState>({
    id: SIWX_PLUGIN_ID,
    kind: 'feature',
    // createKit({ siwx }) (the dapp's own contract) and the legacy createKit({ siweConfig }) run here too.
    carries: ['siwx', 'siweConfig'],
    state: () => ({ status: 'idle', error: undefined }),
    views: [{ id: SIWX_VIEW, titleKey: 'siwx.title', load: () => import('./views/SIWXSignMessage') }],
    locale: titles(),
    setup(ctx) {
      const { siwx: dappContract, siweConfig } = ctx.options;
      if (own && (dappContract || siweConfig)) throw new ConfigError('Sign-in is set twice', { details: `siwx() options and createKit({ ${dappContract ? 'siwx' : 'siweConfig'} })` });
      let loaded: Promise<SIWXConfig> | undefined;
      const load = () =>
        (loaded ??= (
          siweConfig
            ? import('./flow/siweAdapter').then((m) => m.siweToSiwx(siweConfig, ctx.options.metadata.url, { get: (ns) => ctx.kit.namespace(ns) }))
            : import('./config').then((m) => m.createConfig({ ctx: ctx as unknown as PluginContext, options })) // the sessions never touch the state slice
        ).catch((error: unknown) => {
          // A chunk that failed to load is fetched again next time.
          loaded = undefined;
          throw error;
        }));
      const required = () => Boolean(dappContract ? dappContract.getRequired?.() : siweConfig ? siweConfig.required : options.required);
      const config: SIWXConfig = dappContract ?? {
        getRequired: required,
        createMessage: async (input) => (await load()).createMessage(input),
        addSession: async (session) => (await load()).addSession(session),
        revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
        setSessions: async (sessions) => (await load()).setSessions(sessions),
        getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
      };
      let flow: Promise<SiwxFlow> | undefined;
      const loadFlow = () =>
        (flow ??= import('./flow/flow')
          .then((m) => m.createSiwxFlow(ctx, config))
          .catch((error: unknown) => {
            flow = undefined;
            throw error;
          }));
      flows.set(ctx, loadFlow);
      const api: SiwxApi = {
        mode: options.server ? 'server' : 'local',
        required,
        signIn: async () => (await loadFlow()).signIn(),
        cancel: async () => (await loadFlow()).cancel(),
        getSessions: config.getSessions,
        revoke: config.revokeSession,
        clear: () => config.setSessions([]),
      };
      return { api, dispose: () => void flows.delete(ctx) };
    },
    // After each connection and account change: no session → the sign-in view, held until done.
    async afterConnect(event, ctx) {
      const flow = flows.get(ctx);
      return flow ? (await flow()).afterConnect(event) : undefined;
    },
  });
}

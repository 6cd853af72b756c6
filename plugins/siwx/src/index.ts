import { ConfigError, definePlugin, type KitPlugin, type SIWXConfig } from '@latchkey/kernel';
import type { SiwxApi, SiwxOptions } from './types';
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
export function siwx(options: SiwxOptions = {}): KitPlugin<'siwx', SiwxApi> {
  if (options.server !== undefined && (typeof options.server?.url !== 'string' || !/^https?:\/\//.test(options.server.url))) {
    throw new ConfigError('siwx() server.url must be an http(s) URL', { details: String(options.server?.url) });
  }
  if (options.statement !== undefined && /\n/.test(options.statement)) throw new ConfigError('siwx() statement must be one line');
  return definePlugin<'siwx', SiwxApi>({
    id: 'siwx',
    kind: 'feature',
    setup(ctx) {
      let loaded: Promise<SIWXConfig> | undefined;
      const load = () =>
        (loaded ??= import('./config').then(
          (m) => m.createConfig({ ctx, options }),
          (error: unknown) => {
            loaded = undefined;
            throw error;
          },
        ));
      const config: SIWXConfig = {
        getRequired: () => options.required ?? false,
        createMessage: async (input) => (await load()).createMessage(input),
        addSession: async (session) => (await load()).addSession(session),
        revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
        setSessions: async (sessions) => (await load()).setSessions(sessions),
        getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
      };
      const api: SiwxApi = {
        mode: options.server ? 'server' : 'local',
        getSessions: config.getSessions,
        revoke: config.revokeSession,
        clear: () => config.setSessions([]),
      };
      return { api, siwx: config };
    },
  });
}

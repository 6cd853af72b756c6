// What the auth server does for each APP_ event the frame page forwards (SPEC §7). Answers are
// FRAME_<EVENT>_SUCCESS payloads (checked against the protocol's validators by the page before it
// posts them) or an error message; a request that starts or ends a session says so.
import { setTimeout as sleep } from 'node:timers/promises';
import type { AccountType, AppEventName, AppEvents, FrameUser } from '@latchkey/embedded-wallet/protocol';
import { ABORTED_MESSAGE } from './api';
import type { ApiContext, AppAnswer } from './api';
import type { Auth, SessionStart } from './auth';
import { FrameError, errorMessage } from './errors';
import type { EvmWallet } from './evm';
import { parseEvmChainId } from './evm';
import type { Farcaster } from './farcaster';
import type { FrameFaults } from './faults';
import type { SolanaWallet } from './solana';
import type { Socials } from './socials';
import type { FrameState, SessionRecord, UserRecord } from './state';

/** Everything the handlers use. */
export interface HandlerDeps {
  state: FrameState;
  auth: Auth;
  evm: EvmWallet;
  solana: SolanaWallet | null;
  socials: Socials;
  farcaster: Farcaster;
  faults: FrameFaults;
  log(line: string): void;
}

/** One forwarded request. */
export interface AppRequest<K extends AppEventName = AppEventName> {
  name: K;
  payload: AppEvents[K][0];
  deviceId: string;
  /** The bearer token the page holds, if any. */
  token: string | null;
  context: ApiContext;
  /** Fires when the page gives up (APP_RPC_ABORT, reload, timeout) or the server stops. */
  signal: AbortSignal;
}

/** Solana chain id when no endpoint is configured. */
const NO_SOLANA = 'solana:localnet';

type Chain = { namespace: 'eip155'; chainId: number } | { namespace: 'solana'; chainId: string };

/** Reads a chain id of either namespace: numbers, '0x…', 'eip155:N', 'solana:…'. */
function parseChain(value: unknown): Chain | undefined {
  if (typeof value === 'string' && value.startsWith('solana:')) return { namespace: 'solana', chainId: value };
  const chainId = parseEvmChainId(value);
  return chainId === undefined ? undefined : { namespace: 'eip155', chainId };
}

/**
 * Answers one forwarded APP_ request, after the request faults (hang, error, delay).
 *
 * @example
 * const answer = await handleAppRequest(deps, { name: 'IS_CONNECTED', payload: {}, deviceId, token, context: {}, signal });
 */
export async function handleAppRequest(deps: HandlerDeps, request: AppRequest): Promise<AppAnswer> {
  const { faults } = deps;
  if (faults.take('hang', request.name)) return { hang: true };
  const injected = faults.take('error', request.name);
  if (injected) return { ok: false, message: injected.message };
  const delay = faults.take('delay', request.name);
  if (delay) {
    try {
      await sleep(delay.ms, undefined, { signal: request.signal });
    } catch {
      return { ok: false, message: ABORTED_MESSAGE };
    }
  }
  const session = deps.auth.session(request.token);
  // A token that names no session any more: the page forgets it (and tells the app).
  const stale = request.token !== null && session === undefined ? { session: null } : {};
  try {
    const result = await dispatch(deps, request, session);
    return { ok: true, ...stale, ...result };
  } catch (error) {
    if (!(error instanceof FrameError)) deps.log(`${request.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { ok: false, message: errorMessage(error) || 'An error occurred', ...stale };
  }
}

type Result = { payload?: unknown; session?: { token: string; handle: string } | null };

async function dispatch(deps: HandlerDeps, request: AppRequest, session: SessionRecord | undefined): Promise<Result> {
  const { auth, evm, solana, socials, farcaster, state } = deps;
  const need = (): { session: SessionRecord; user: UserRecord } => {
    const user = session ? state.users.get(session.userId) : undefined;
    if (!session || !user) throw new FrameError('User is not connected');
    return { session, user };
  };

  /** Where a new session starts: the asked chain, else the frame URL's chain, else the first local one. */
  const start = (asked?: unknown, preferredAccountType?: AccountType): SessionStart => {
    const chain = parseChain(asked) ?? parseChain(request.context.chainId);
    const evmIds = evm.chainIds();
    const evmChainId = chain?.namespace === 'eip155' && (evmIds.length === 0 || evm.has(chain.chainId)) ? chain.chainId : (evmIds[0] ?? 1);
    const solanaChainId = chain?.namespace === 'solana' && solana?.has(chain.chainId) ? chain.chainId : (solana?.chainId ?? NO_SOLANA);
    return { evmChainId, solanaChainId, namespace: chain?.namespace ?? 'eip155', ...(preferredAccountType ? { preferredAccountType } : {}) };
  };
  const signIn = (user: UserRecord, started: SessionStart): { token: string; handle: string } => {
    if (session) auth.signOut(session);
    const created = auth.createSession(user, request.deviceId, started);
    return { token: created.token, handle: created.handle };
  };

  /** Moves the session to `chain` if the frame serves it; false otherwise. */
  const moveTo = (current: SessionRecord, chain: Chain | undefined): boolean => {
    if (!chain) return false;
    if (chain.namespace === 'eip155') {
      if (!evm.has(chain.chainId) && evm.chainIds().length > 0) return false;
      current.evmChainId = chain.chainId;
    } else {
      if (!solana?.has(chain.chainId)) return false;
      current.solanaChainId = chain.chainId;
    }
    current.namespace = chain.namespace;
    return true;
  };

  const frameUser = async (user: UserRecord, current: SessionRecord, namespace = current.namespace): Promise<FrameUser> => {
    const common = { email: user.email, userName: user.userName, socialProvider: user.socialProvider };
    if (namespace === 'solana') {
      return { ...common, address: user.solana.address, chainId: current.solanaChainId, accounts: [{ address: user.solana.address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false };
    }
    const chainId = current.evmChainId;
    const smartAccount = evm.smartAccountAddress(user, chainId);
    const preferredAccountType: AccountType = current.preferredAccountType === 'smartAccount' && smartAccount ? 'smartAccount' : 'eoa';
    let smartAccountDeployed = false;
    if (smartAccount) {
      try {
        smartAccountDeployed = await evm.isDeployed(smartAccount, chainId);
      } catch (error) {
        deps.log(`GET_USER: could not read ${smartAccount} on ${chainId}: ${errorMessage(error)}`);
      }
    }
    return {
      ...common,
      address: preferredAccountType === 'smartAccount' ? smartAccount! : user.evm.address,
      chainId,
      accounts: [{ address: user.evm.address, type: 'eoa' }, ...(smartAccount ? [{ address: smartAccount, type: 'smartAccount' as const }] : [])],
      preferredAccountType,
      smartAccountDeployed,
    };
  };

  const payload = request.payload as Record<string, unknown>;
  switch (request.name) {
    case 'CONNECT_EMAIL':
      return { payload: { action: auth.connectEmail(request.deviceId, payload.email as string, session) } };
    case 'CONNECT_DEVICE':
      await auth.connectDevice(request.deviceId, request.signal);
      return { payload: {} };
    case 'CONNECT_OTP': {
      const user = auth.connectOtp(request.deviceId, payload.otp as string);
      await user.funding;
      return { payload: {}, session: signIn(user, start()) };
    }
    case 'GET_SOCIAL_REDIRECT_URI':
      return { payload: { uri: socials.redirectUri(payload.provider as never, request.deviceId, request.context.parentOrigin ?? null) } };
    case 'CONNECT_SOCIAL': {
      const user = socials.connect(payload.uri as string, request.deviceId);
      await user.funding;
      const change = signIn(user, start(payload.chainId, payload.preferredAccountType as AccountType | undefined));
      return { payload: await frameUser(user, auth.session(change.token)!), session: change };
    }
    case 'GET_FARCASTER_URI':
      return { payload: { url: farcaster.uri(request.deviceId) } };
    case 'CONNECT_FARCASTER': {
      const { user, userName } = await farcaster.connect(request.deviceId, request.signal);
      await user.funding;
      return { payload: { userName }, session: signIn(user, start()) };
    }
    case 'SIGN_OUT':
      if (session) auth.signOut(session);
      return { payload: {}, session: null };
    case 'IS_CONNECTED':
      return { payload: { isConnected: session !== undefined } };
    case 'GET_CHAIN_ID': {
      if (session) return { payload: { chainId: session.namespace === 'solana' ? session.solanaChainId : session.evmChainId } };
      const initial = start();
      return { payload: { chainId: initial.namespace === 'solana' ? initial.solanaChainId : initial.evmChainId } };
    }
    case 'SWITCH_NETWORK': {
      const { session: current } = need();
      const chain = parseChain(payload.chainId);
      if (!moveTo(current, chain)) throw new FrameError(`Chain ${String(payload.chainId)} is not supported by this frame`);
      return { payload: { chainId: chain!.chainId } };
    }
    case 'GET_USER': {
      const { session: current, user } = need();
      // Lenient: a chain the frame does not serve leaves the session's chain as it is.
      moveTo(current, parseChain(payload.chainId));
      if (payload.preferredAccountType === 'eoa' || payload.preferredAccountType === 'smartAccount') current.preferredAccountType = payload.preferredAccountType;
      return { payload: await frameUser(user, current) };
    }
    case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      return { payload: { smartAccountEnabledNetworks: evm.smartAccountEnabledNetworks() } };
    case 'INIT_SMART_ACCOUNT': {
      const { session: current, user } = need();
      const address = evm.smartAccountAddress(user, current.evmChainId);
      if (!address) throw new FrameError(`Smart accounts are not enabled on chain ${current.evmChainId}`);
      return { payload: { address, isDeployed: await evm.isDeployed(address, current.evmChainId) } };
    }
    case 'SET_PREFERRED_ACCOUNT': {
      const { session: current, user } = need();
      const type = payload.type as AccountType;
      if (type === 'smartAccount' && !evm.smartAccountAddress(user, current.evmChainId)) throw new FrameError(`Smart accounts are not enabled on chain ${current.evmChainId}`);
      current.preferredAccountType = type;
      return { payload: { type, address: evm.preferredAddress(user, current, current.evmChainId) } };
    }
    case 'RPC_REQUEST': {
      const { session: current, user } = need();
      const method = payload.method as string;
      const chain = parseChain(payload.chainId);
      const namespace = method.startsWith('solana_') || chain?.namespace === 'solana' ? 'solana' : 'eip155';
      if (namespace === 'solana') {
        if (!solana) throw new FrameError('Solana is not served by this frame');
        if (chain && chain.namespace === 'solana' && !solana.has(chain.chainId)) throw new FrameError(`Chain ${chain.chainId} is not served by this frame`);
        return { payload: await solana.request(user, method, payload.params, request.signal) };
      }
      const chainId = chain?.namespace === 'eip155' ? chain.chainId : current.evmChainId;
      return { payload: await evm.request({ user, session: current, method, params: payload.params, chainId, signal: request.signal }) };
    }
    case 'UPDATE_EMAIL':
      return { payload: { action: auth.updateEmail(need().session, payload.email as string) } };
    case 'UPDATE_EMAIL_PRIMARY_OTP':
      auth.updateEmailPrimary(need().session, payload.otp as string);
      return { payload: {} };
    case 'UPDATE_EMAIL_SECONDARY_OTP':
      return { payload: { newEmail: auth.updateEmailSecondary(need().session, payload.otp as string) } };
    case 'SYNC_THEME':
      if (session) session.theme = request.payload;
      return { payload: {} };
    case 'SYNC_DAPP_DATA':
      if (session) session.dappData = request.payload;
      return { payload: {} };
    case 'RELOAD':
    case 'RPC_ABORT':
      return { payload: {} };
  }
}

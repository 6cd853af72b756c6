import * as v from './messages.generated.js';
import type { AppEventName, AppMessage, FrameMessage } from './events';

export * from './events';

type Check = (data: unknown) => boolean;

/** Per event: the request payload's validator and the success payload's. */
const PAYLOADS: Record<AppEventName, readonly [Check, Check]> = {
  SWITCH_NETWORK: [v.validateAppSwitchNetwork, v.validateOkSwitchNetwork],
  CONNECT_EMAIL: [v.validateAppConnectEmail, v.validateOkConnectEmail],
  CONNECT_DEVICE: [v.validateAppConnectDevice, v.validateOkConnectDevice],
  CONNECT_OTP: [v.validateAppConnectOtp, v.validateOkConnectOtp],
  CONNECT_SOCIAL: [v.validateAppConnectSocial, v.validateOkConnectSocial],
  GET_FARCASTER_URI: [v.validateAppGetFarcasterUri, v.validateOkGetFarcasterUri],
  CONNECT_FARCASTER: [v.validateAppConnectFarcaster, v.validateOkConnectFarcaster],
  GET_USER: [v.validateAppGetUser, v.validateOkGetUser],
  GET_SOCIAL_REDIRECT_URI: [v.validateAppGetSocialRedirectUri, v.validateOkGetSocialRedirectUri],
  SIGN_OUT: [v.validateAppSignOut, v.validateOkSignOut],
  IS_CONNECTED: [v.validateAppIsConnected, v.validateOkIsConnected],
  GET_CHAIN_ID: [v.validateAppGetChainId, v.validateOkGetChainId],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [v.validateAppGetSmartAccountEnabledNetworks, v.validateOkGetSmartAccountEnabledNetworks],
  INIT_SMART_ACCOUNT: [v.validateAppInitSmartAccount, v.validateOkInitSmartAccount],
  SET_PREFERRED_ACCOUNT: [v.validateAppSetPreferredAccount, v.validateOkSetPreferredAccount],
  RPC_REQUEST: [v.validateAppRpcRequest, v.validateOkRpcRequest],
  UPDATE_EMAIL: [v.validateAppUpdateEmail, v.validateOkUpdateEmail],
  UPDATE_EMAIL_PRIMARY_OTP: [v.validateAppUpdateEmailPrimaryOtp, v.validateOkUpdateEmailPrimaryOtp],
  UPDATE_EMAIL_SECONDARY_OTP: [v.validateAppUpdateEmailSecondaryOtp, v.validateOkUpdateEmailSecondaryOtp],
  SYNC_THEME: [v.validateAppSyncTheme, v.validateOkSyncTheme],
  SYNC_DAPP_DATA: [v.validateAppSyncDappData, v.validateOkSyncDappData],
  RELOAD: [v.validateAppReload, v.validateOkReload],
  RPC_ABORT: [v.validateAppRpcAbort, v.validateOkRpcAbort],
};

/**
 * JSON data only (SPEC §7 messages are JSON): plain objects and arrays, strings, finite numbers,
 * booleans, null, and `undefined` as an absent field; no cycles. A Date, Map, typed array (or any
 * other object postMessage can carry) passes a JSON Schema "object" with no required field — an
 * empty payload such as IS_CONNECTED's — but is not a message. Iterative, so depth cannot overflow
 * the stack.
 */
function isJsonData(value: unknown): boolean {
  const onPath = new Set<object>();
  const stack: Array<{ value: unknown; leave?: true }> = [{ value }];
  while (stack.length) {
    const { value: v, leave } = stack.pop()!;
    if (leave) {
      onPath.delete(v as object);
      continue;
    }
    if (v === null || v === undefined || typeof v === 'string' || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return false;
      continue;
    }
    if (typeof v !== 'object') return false;
    const proto: unknown = Object.getPrototypeOf(v);
    const array = Array.isArray(v);
    if (array ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) return false;
    if (onPath.has(v)) return false;
    onPath.add(v);
    stack.push({ value: v, leave: true });
    for (const key of Object.keys(v)) stack.push({ value: (v as Record<string, unknown>)[key] });
  }
  return true;
}

const eventOf = (type: string, prefix: string, suffix = ''): AppEventName | undefined => {
  if (!type.startsWith(prefix) || !type.endsWith(suffix)) return undefined;
  const name = type.slice(prefix.length, type.length - suffix.length);
  return Object.hasOwn(PAYLOADS, name) ? (name as AppEventName) : undefined;
};

/**
 * The message if it is a well-formed APP_* request (envelope and payload), else undefined. The
 * frame page runs it on everything it receives.
 */
export function checkAppMessage(data: unknown): AppMessage | undefined {
  if (!v.validateAppEnvelope(data) || !isJsonData(data)) return undefined;
  const m = data as { type: string; payload: unknown };
  const name = eventOf(m.type, 'APP_');
  return name && PAYLOADS[name][0](m.payload) ? (data as AppMessage) : undefined;
}

/**
 * The message if it is a well-formed FRAME_* answer or announcement, else undefined. The app runs
 * it on everything the frame sends (after the origin and source checks).
 */
export function checkFrameMessage(data: unknown): FrameMessage | undefined {
  if (!v.validateFrameEnvelope(data) || !isJsonData(data)) return undefined;
  const m = data as { type: string; id?: string; payload?: unknown };
  if (m.type === 'FRAME_READY') return v.validateEventReady(m.payload) ? (data as FrameMessage) : undefined;
  if (m.type === 'FRAME_SESSION_UPDATE') return v.validateEventSessionUpdate(m.payload) ? (data as FrameMessage) : undefined;
  if (m.id === undefined) return undefined;
  const ok = eventOf(m.type, 'FRAME_', '_SUCCESS');
  if (ok) return m.payload === undefined || PAYLOADS[ok][1](m.payload) ? (data as FrameMessage) : undefined;
  const failed = eventOf(m.type, 'FRAME_', '_ERROR');
  return failed && v.validateErrorPayload(m.payload) ? (data as FrameMessage) : undefined;
}

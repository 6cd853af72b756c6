// Test support (nothing in the package imports it): a kit with the email plugin beside a stand-in
// for the embedded wallet (same id and API, a scripted `request()` and a fake AUTH connector): no
// secure frame loads.
import { configure } from '@testing-library/react';
import { KitError, ValidationError, createMemoryStorage, definePlugin, type ConnectorAdapter, type KitOptions, type StorageLike } from '@latchkey/kernel';
import type { EmailAction, EmbeddedWalletApi } from '@latchkey/embedded-wallet';
import { checkAppMessage, requestId, type AppEvents } from '@latchkey/embedded-wallet/protocol';
import { email } from '../index';
import { standInNamespace, testKit } from '@latchkey/test-harness/kit';

// The views are lazy chunks; on a busy machine their first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const USER_EMAIL = 'ada@example.org';
/** The code the fake frame accepts for sign-in, and for the two email-update steps. */
export const CODES = { login: '123456', primary: '111111', secondary: '222222' } as const;
export const ORIGIN = 'https://dapp.example';

type Name = keyof AppEvents;
type Handler<K extends Name> = (payload: AppEvents[K][0], signal: AbortSignal | undefined) => Promise<AppEvents[K][1]>;
export type Handlers = { [K in Name]?: Handler<K> };

export interface FakeFrame {
  /** Every request the email plugin made, in order. */
  calls: Array<{ name: Name; payload: unknown }>;
  names(): Name[];
  /** Replace how the frame answers a request. */
  handlers: Handlers;
  /** Settles a pending CONNECT_DEVICE (the visitor clicked the link in the email). */
  approveDevice(): void;
  rejectDevice(message?: string): void;
  /** When the last refused request was refused (ms since the epoch). */
  refusedAt: number;
  /** How often the AUTH connector was asked to connect. */
  connects: number;
  /** What CONNECT_EMAIL answers (default 'VERIFY_OTP'), and UPDATE_EMAIL (default 'VERIFY_PRIMARY_OTP'). */
  emailAction: EmailAction;
  updateAction: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';
}

const eip155 = standInNamespace('eip155', { methods: { safe: ['eth_chainId', 'eth_accounts'], unsafe: ['personal_sign'] } });

/** The config service as the kit asks it: email on, the dapp's origin allowed, an empty wallet directory. */
export const cloudFetch = (async (input: string | URL | Request) => {
  const url = new URL(String(input));
  const body = url.pathname.endsWith('/appkit/v1/config')
    ? { features: [{ id: 'email', isEnabled: true }] }
    : url.pathname.endsWith('/projects/v1/origins')
      ? { allowedOrigins: [ORIGIN] }
      : url.pathname.endsWith('/getWallets')
        ? { data: [], count: 0 }
        : url.pathname.endsWith('/getAnalyticsConfig')
          ? { isAnalyticsEnabled: false }
          : {};
  const text = JSON.stringify(body);
  return { ok: true, status: 200, text: async () => text, json: async () => body, blob: async () => new Blob([text]) } as unknown as Response;
}) as typeof fetch;

/** A wallet the visitor could pick instead (an injected one, so the Connect view lists it first). */
export function otherWallet(): ConnectorAdapter {
  return {
    info: { id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true },
    connect: async () => ({ sessions: [{ namespace: 'eip155', accounts: [{ address: OTHER_ADDRESS }], chainId: 1 }] }),
    disconnect: async () => {},
    request: async () => null,
  };
}

export function makeEmailKit({ storage = createMemoryStorage(), wallets = [], ...extra }: Partial<KitOptions> & { storage?: StorageLike; wallets?: ConnectorAdapter[] } = {}) {
  let device: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  let signedInAs: string | undefined;
  const frame: FakeFrame = {
    calls: [],
    names: () => frame.calls.map((c) => c.name),
    refusedAt: 0,
    connects: 0,
    emailAction: 'VERIFY_OTP',
    updateAction: 'VERIFY_PRIMARY_OTP',
    approveDevice: () => device?.resolve(),
    rejectDevice: (message = 'timed out') => device?.reject(new KitError(message)),
    handlers: {
      CONNECT_EMAIL: async ({ email: address }) => {
        signedInAs = address;
        return { action: frame.emailAction };
      },
      CONNECT_DEVICE: (_payload, signal) =>
        new Promise((resolve, reject) => {
          device = { resolve: () => resolve({}), reject };
          signal?.addEventListener('abort', () => reject(new KitError('Something went wrong')));
        }),
      CONNECT_OTP: async ({ otp }) => {
        if (otp === CODES.login) return {};
        frame.refusedAt = Date.now();
        throw new KitError('Invalid code');
      },
      UPDATE_EMAIL: async () => ({ action: frame.updateAction }),
      UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
        if (otp === CODES.primary) return {};
        frame.refusedAt = Date.now();
        throw new KitError('Invalid code');
      },
      UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
        if (otp !== CODES.secondary) {
          frame.refusedAt = Date.now();
          throw new KitError('Invalid code');
        }
        const pending = frame.calls.findLast((c) => c.name === 'UPDATE_EMAIL')?.payload as { email: string };
        return { newEmail: pending.email };
      },
    },
  };
  const api: EmbeddedWalletApi = {
    connectorId: 'AUTH',
    frameOrigin: 'https://secure.example',
    ready: async () => {},
    request: (async (name: Name, payload: never, o?: { signal?: AbortSignal }) => {
      frame.calls.push({ name, payload });
      // As the real frame client: a payload off the frame's schema is never posted.
      if (!checkAppMessage({ type: `APP_${name}`, id: requestId(), payload })) throw new ValidationError(`Invalid APP_${name} payload`);
      const handler = frame.handlers[name] as Handler<Name> | undefined;
      if (!handler) throw new KitError(`The fake frame does not answer ${name}`);
      return handler(payload, o?.signal);
    }) as EmbeddedWalletApi['request'],
    setPreferredAccountType: async (type) => type,
  };
  const fakeEmbeddedWallet = definePlugin<'embedded-wallet', EmbeddedWalletApi>({
    id: 'embedded-wallet',
    kind: 'feature',
    setup(ctx) {
      ctx.connectors.add({
        info: { id: 'AUTH', name: 'Email and socials', type: 'AUTH', namespaces: ['eip155'] },
        async connect() {
          frame.connects += 1;
          if (!signedInAs) throw new KitError('Address or auth connector not found');
          return { sessions: [{ namespace: 'eip155', accounts: [{ address: ADDRESS }], chainId: 1 }] };
        },
        disconnect: async () => void (signedInAs = undefined),
        request: async () => null,
      });
      return { api };
    },
    // As the real plugin does: the user's email and display name for the Account view.
    afterConnect({ account }, ctx) {
      if (account.connectorId !== 'AUTH' || !signedInAs) return;
      ctx.account.update(account.namespace, account.address, { user: { email: signedInAs, address: account.address, chainId: 1 }, profileName: signedInAs });
    },
  });
  const kit = testKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: ORIGIN, icons: [] },
    networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.example'] } } }],
    storage,
    projectId: 'p1',
    origin: ORIGIN,
    fetch: cloudFetch,
    isMobile: () => false,
    plugins: [definePlugin({ id: 'chain', kind: 'chain', namespaces: [eip155], setup: (ctx) => void wallets.forEach((w) => ctx.connectors.add(w)) }), fakeEmbeddedWallet, email()],
    ...extra,
  });
  /** Signs in as `address` without the views (for the Account-side tests). */
  const signIn = async (address = USER_EMAIL) => {
    signedInAs = address;
    await kit.connect('AUTH');
  };
  return { kit, frame, storage, signIn };
}

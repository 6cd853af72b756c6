// The Farcaster double: APP_GET_FARCASTER_URI hands the app a sign-in URL (shown as a QR code);
// opening it shows an Approve page, and `POST /dev/farcaster/approve` approves without a browser.
// APP_CONNECT_FARCASTER waits (bounded) for the approval of this device's newest channel.
import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from './auth';
import { FrameError } from './errors';
import type { Notifier } from './notifier';
import type { FarcasterChannel, FrameState, UserRecord } from './state';

/** What the approve page suggests (editable there). */
export const DEFAULT_FARCASTER_USERNAME = 'ada.eth';
const CHANNEL_TTL_MS = 10 * 60_000;

/** The Farcaster double for one server. */
export type Farcaster = ReturnType<typeof createFarcaster>;

/**
 * @example
 * const farcaster = createFarcaster({ state, auth, notifier, origin, approvalWaitMs: 100_000 });
 */
export function createFarcaster(options: { state: FrameState; auth: Auth; notifier: Notifier; origin: string; approvalWaitMs: number }) {
  const { state, notifier } = options;
  const prune = (): void => {
    for (const [token, channel] of state.farcaster) if (channel.expiresAt < Date.now()) state.farcaster.delete(token);
  };
  const newestFor = (deviceId: string): FarcasterChannel | undefined => [...state.farcaster.values()].filter((channel) => channel.deviceId === deviceId).at(-1);

  return {
    /** APP_GET_FARCASTER_URI: a new channel for this device; the URL to show as a QR code. */
    uri(deviceId: string): string {
      prune();
      const token = randomBytes(16).toString('hex');
      state.farcaster.set(token, { token, deviceId, createdAt: Date.now(), expiresAt: Date.now() + CHANNEL_TTL_MS, approved: null });
      return `${options.origin}/farcaster/siwf?channelToken=${token}`;
    },

    /** Whether a channel is waiting (the approve page checks). */
    pending(token: string): boolean {
      const channel = state.farcaster.get(token);
      return channel !== undefined && channel.approved === null && channel.expiresAt >= Date.now();
    },

    /** Approves a channel (the newest waiting one when no token is given). */
    approve(input: { channelToken?: string; userName?: string } = {}): string | undefined {
      prune();
      const channel = input.channelToken ? state.farcaster.get(input.channelToken) : [...state.farcaster.values()].filter((entry) => entry.approved === null).at(-1);
      if (!channel || channel.approved !== null) return undefined;
      const userName = (input.userName ?? DEFAULT_FARCASTER_USERNAME).trim().slice(0, 100) || DEFAULT_FARCASTER_USERNAME;
      const fid = Number.parseInt(createHash('sha256').update(userName.toLowerCase()).digest('hex').slice(0, 8), 16) % 1_000_000;
      channel.approved = { fid: fid + 1, userName };
      notifier.notify();
      return channel.token;
    },

    /** APP_CONNECT_FARCASTER: waits for this device's newest channel, then signs the user in. */
    async connect(deviceId: string, signal: AbortSignal): Promise<{ user: UserRecord; userName: string }> {
      const channel = newestFor(deviceId);
      if (!channel) throw new FrameError('Ask for a Farcaster sign-in URL first');
      const approved = await notifier.wait(() => channel.approved ?? undefined, { timeoutMs: Math.min(options.approvalWaitMs, Math.max(0, channel.expiresAt - Date.now())), timeoutMessage: 'Farcaster sign-in timed out', signal });
      state.farcaster.delete(channel.token);
      const user = options.auth.userFor(`farcaster:${approved.fid}`, { email: null, socialProvider: 'farcaster', userName: approved.userName });
      return { user, userName: approved.userName };
    },
  };
}

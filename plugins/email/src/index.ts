import { StorageKeys, definePlugin, type KitPlugin } from '@latchkey/kernel';
import { EMAIL_PLUGIN_ID, EMAIL_VIEWS } from './constants';
import { cooldownSeconds } from './cooldown';
import { titles } from './locale/titles';
import type { EmailApi } from './types';
import type { FlowDeps } from './flow';
import './register';

export type * from './types';
export { EmailCooldownError } from './errors';
export { EMAIL_COOLDOWN_MS, EMAIL_PLUGIN_ID, EMAIL_VIEWS, ERROR_UI_DELAY_MS, OTP_LENGTH } from './constants';

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * Email login for the embedded wallet (SPEC §2, §4): the email form in the Connect view, then the
 * device approval or the one-time code, then the AUTH wallet connects; and "Update email" in the
 * Account view (a code to the current address, then one to the new). At most one sign-in email
 * every 30 s ('Please try again after {n} seconds'), across reloads. Needs `embeddedWallet()`
 * before it; the remote configuration's `email` feature (off in basic mode) turns it on and off.
 * The page loads this entry only: the views, their strings and the steps load with the Connect view.
 *
 * @example
 * createKit({ metadata, networks, projectId, plugins: [evm(), embeddedWallet({ url: 'https://secure.example.org/frame' }), email()] })
 */
export function email(): KitPlugin<'email', EmailApi> {
  return definePlugin<'email', EmailApi>({
    id: EMAIL_PLUGIN_ID,
    kind: 'feature',
    requires: ['embedded-wallet'],
    // Its flag: on by default, decided by the remote project configuration (SPEC §1); off when the
    // page's origin is not allowed for the project.
    features: { email: { default: true, remote: (f) => f.isEnabled, originChecked: true } },
    locale: titles(),
    views: [
      { id: EMAIL_VIEWS.login, titleKey: 'email.title.login', load: () => import('./views/EmailLogin') },
      { id: EMAIL_VIEWS.verifyOtp, titleKey: 'email.title.verifyOtp', load: () => import('./views/EmailVerifyOtp') },
      { id: EMAIL_VIEWS.verifyDevice, titleKey: 'email.title.verifyDevice', load: () => import('./views/EmailVerifyDevice') },
      { id: EMAIL_VIEWS.update, titleKey: 'email.title.update', load: () => import('./views/UpdateEmailWallet') },
    ],
    slots: [
      // Drawn inside the Connect view (the form itself, not a row that opens it); SPEC §9: email before socials.
      { slot: 'connectMethods', id: 'email', labelKey: 'email.method', order: 10, icon: 'mail', when: { connected: false, feature: 'email' }, load: () => import('./views/EmailLogin') },
      // The view itself says so when the account is not an email wallet: slot conditions cannot name a connector yet.
      { slot: 'walletFeatures', id: 'update-email', labelKey: 'email.update.entry', order: 50, icon: 'mail', view: EMAIL_VIEWS.update, when: { connected: true, feature: 'email', connectorTypes: ['AUTH'] } },
    ],
    setup(ctx) {
      const deps: FlowDeps = { kit: ctx.kit, pluginId: ctx.id, storage: ctx.storage, account: ctx.account, now: () => Date.now() };
      const flow = () => import('./flow');
      const api: EmailApi = {
        lastEmail: () => ctx.storage.get(StorageKeys.email, isString),
        loginUsed: () => ctx.storage.get(StorageKeys.emailLoginUsed) === true,
        cooldownSeconds: () => cooldownSeconds(ctx.storage, deps.now()),
        connectEmail: async (address, o) => (await flow()).connectEmail(deps, address, o),
        verifyDevice: async (o) => (await flow()).verifyDevice(deps, o),
        verifyOtp: async (otp, o) => (await flow()).verifyOtp(deps, otp, o),
        connect: async (o) => (await flow()).connect(deps, o),
        updateEmail: async (address, o) => (await flow()).updateEmail(deps, address, o),
        updateEmailPrimaryOtp: async (otp, o) => (await flow()).updateEmailPrimaryOtp(deps, otp, o),
        updateEmailSecondaryOtp: async (otp, o) => (await flow()).updateEmailSecondaryOtp(deps, otp, o),
      };
      // Signed out of the embedded wallet everywhere: the email and the flag go (SPEC §3); the
      // time of the last email stays, so signing out does not skip the cooldown.
      ctx.bus.on('disconnected', (e: { connectorId: string | undefined }) => {
        const authId = ctx.kit.plugin('embedded-wallet').connectorId;
        if (e.connectorId !== authId) return;
        if (Object.values(ctx.kit.getState().chains).some((c) => c?.connectorId === authId && c.account.status === 'connected')) return;
        ctx.storage.remove(StorageKeys.email);
        ctx.storage.remove(StorageKeys.emailLoginUsed);
      });
      return { api };
    },
  });
}

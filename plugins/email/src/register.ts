import type { EmailApi, EmailViewParams } from './types';

// Types `kit.plugin('email')`, the plugin's views and the keys of its page-side strings for every
// app that imports this package.
declare module '@latchkey/kernel' {
  /** Its feature flag(s): `createKit({ features })`, `kit.getState().features`. */
  interface PluginFeatures {
    email: boolean;
  }
  interface PluginApis {
    email: EmailApi;
  }
  interface PluginViews {
    EmailLogin: EmailViewParams['EmailLogin'];
    EmailVerifyOtp: EmailViewParams['EmailVerifyOtp'];
    EmailVerifyDevice: EmailViewParams['EmailVerifyDevice'];
    UpdateEmailWallet: EmailViewParams['UpdateEmailWallet'];
  }
  interface PluginMessages {
    'email.method': true;
    'email.title.login': true;
    'email.title.verifyOtp': true;
    'email.title.verifyDevice': true;
    'email.title.update': true;
    'email.update.entry': true;
  }
}

import type { SocialProvider } from '@latchkey/kernel';
import type { SocialsApi, SocialsState, SocialsViewParams } from './types';

// Types `kit.plugin('socials')`, its state, its views and the keys of its page-side strings for
// every app that imports this package.
declare module '@latchkey/kernel' {
  /** Its feature flag(s): `createKit({ features })`, `kit.getState().features`. */
  interface PluginFeatures {
    socials: SocialProvider[] | false;
  }
  interface PluginApis {
    socials: SocialsApi;
  }
  interface PluginStates {
    socials: SocialsState;
  }
  interface PluginViews {
    ConnectSocials: SocialsViewParams['ConnectSocials'];
    ConnectingSocial: SocialsViewParams['ConnectingSocial'];
    ConnectingFarcaster: SocialsViewParams['ConnectingFarcaster'];
  }
  interface PluginMessages {
    'socials.method': true;
    'socials.title.all': true;
    'socials.title.connecting': true;
    'socials.title.farcaster': true;
  }
}

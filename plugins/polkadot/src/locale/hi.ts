import type { PolkadotMessageKey } from './en';

/** Hindi: every string of the plugin. */
export const hi: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'खाता',
  'polkadot.request.network': 'नेटवर्क',
  'polkadot.request.call': 'कॉल',
  'polkadot.request.nonce': 'नॉन्स',
  'polkadot.request.tip': 'टिप',
};

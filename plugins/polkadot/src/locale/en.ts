/** The plugin's English strings: facts of the approval view. The key set every other locale must match. */
export const en = {
  'polkadot.request.account': 'Account',
  'polkadot.request.network': 'Network',
  'polkadot.request.call': 'Call',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Tip',
} as const;

export type PolkadotMessageKey = keyof typeof en;

/** English: what the sign-in view says (it rides with the view's chunk). */
export const en = {
  'siwx.intro': '{name} wants you to sign in with your wallet to prove you own this account.',
  'siwx.sign': 'Sign in',
  'siwx.cancel': 'Cancel',
  'siwx.signing': 'Sign the message in your wallet…',
  'siwx.error': 'Error signing message',
};

export type SiwxMessageKey = keyof typeof en;

/** The API's actions, one lazy chunk: a page that never signs or sends does not download them. */
export { sendCalls } from './calls';
export { waitForTransactionReceipt } from './receipt';
export { sendNative, sendToken } from './send';
export { signMessage, signTypedData } from './sign';
export { createEip155ApiNow } from './api';

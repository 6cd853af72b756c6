// Its own module: the connected ConnectButton shows the address at once (on the page's load
// path), while the rest of the formatting (`formatCore.ts`: the balance) loads once an account
// connects.

/** Truncates an address for display: 0x1234…abcd. */
export function shortAddress(address: string | undefined, head = 6, tail = 4): string {
  if (!address) return '';
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}

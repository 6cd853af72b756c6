/** ERC-20 metadata as read from a contract. */
export interface TokenMeta {
  name: string;
  symbol: string;
  decimals: number;
}

/** The WalletConnect mark (its bridge on blue), as a data: image so no request leaves for it. */
export const WALLETCONNECT_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E%3Crect width='96' height='96' rx='20' fill='%233396FF'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='7' stroke-linecap='round' stroke-linejoin='round' d='M26 40c12-12 32-12 44 0M18 50l13 13 17-17 17 17 13-13'/%3E%3C/svg%3E";

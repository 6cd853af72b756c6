// `@latchkey/react/ui`: the primitives plugin views build with, plus the hooks they need.
export { Button, IconButton, WalletImage, SafeLink, Spinner, Text, VisuallyHidden, ListItem, ErrorRetry } from './primitives';
export type { ButtonProps, IconButtonProps, ListItemProps } from './primitives';
export { CloseIcon, BackIcon, CopyIcon, CheckIcon, ExternalIcon, SearchIcon, MailIcon, WalletIcon, UserIcon, SendIcon, ReceiveIcon, SwapIcon, CardIcon, ActivityIcon, GlobeIcon, PlusIcon, DisconnectIcon, icons, isIconName } from './icons';
export type { IconName } from './icons';
export { EntryIcon } from './EntryIcon';
export { safeLink, safeImage, shortAddress } from './safe';
export { localizeNumber, formatCryptoAmount, formatFiatAmount, Amount, withAmounts, type CryptoAmountOptions } from './format';
export { TokenIcon, CurrencyIcon, Monogram } from './TokenIcon';
export { NetworkImage } from './NetworkImage';
export { networkImageUrl, tokenImageUrl, currencyImageUrl, walletIconUrl } from './images';
export { useKit } from '../hooks/useKit';
export { useKitInternals } from '../hooks/useKitInternals';
export { useKitState, shallowEqual } from '../hooks/useKitState';
export { useSlots } from '../hooks/useSlots';
export { useT, useCatalogueT, translate, directionOf } from '../i18n/full';
export type { T } from '../i18n/full';
// The wallet directory (SPEC §7 `/getWallets`), for plugin views that list its wallets (WalletConnect's phone list).
export { useWalletList } from './directory/useWalletList';
export { walletImageUrl, SEARCH_WAIT_MS, type WalletEntry } from './directory/directory';
export { DirectoryImage } from './directory/DirectoryImage';

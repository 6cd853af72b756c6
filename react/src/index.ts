export { KitProvider, KitModal } from './KitProvider';
export type { KitProviderProps } from './KitProvider';
export { ConnectButton } from './components/ConnectButton';
export type { ConnectButtonProps } from './components/ConnectButton';
export { NetworkButton } from './components/NetworkButton';
export { useKit } from './hooks/useKit';
export { useKitState, shallowEqual } from './hooks/useKitState';
export { useSlots } from './hooks/useSlots';
export { useAccount, useNetwork, useModal, useDisconnect, useWalletInfo, useKitEvent } from './hooks/hooks';
export type { AccountView } from './hooks/hooks';
// The page's own strings (buttons, toasts); the modal's views translate through `@latchkey/react/ui`,
// whose `useT` / `translate` carry every React string.
export { useT, translate, directionOf, supportedLocales, loadLocale } from './i18n/useT';
export { prefetchModal } from './modal/ModalHost';
export { themeStyle } from './theme/theme';
export type { ViewProps } from './views/types';

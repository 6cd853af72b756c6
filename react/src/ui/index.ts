// `@latchkey/react/ui`: the primitives plugin views build with, plus the hooks they need.
export { Button, IconButton, WalletImage, SafeLink, Spinner, Text, VisuallyHidden, ListItem, ErrorRetry } from './primitives';
export type { ButtonProps, IconButtonProps, ListItemProps } from './primitives';
export { CloseIcon, BackIcon, CopyIcon, CheckIcon, ExternalIcon, SearchIcon } from './icons';
export { safeLink, safeImage, shortAddress } from './safe';
export { useKit } from '../hooks/useKit';
export { useKitState, shallowEqual } from '../hooks/useKitState';
export { useT, translate, directionOf } from '../i18n/useT';
export type { T } from '../i18n/useT';

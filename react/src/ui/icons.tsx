import { iconBase, CloseIcon } from './closeIcon';

// CloseIcon lives apart: the toasts need it on every page, the other icons only the modal.
export { CloseIcon };

export const BackIcon = () => (
  <svg {...iconBase} className="lk-flip-rtl">
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const CopyIcon = () => (
  <svg {...iconBase}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </svg>
);
export const CheckIcon = () => (
  <svg {...iconBase}>
    <path d="M5 12l5 5L20 7" />
  </svg>
);
export const ExternalIcon = () => (
  <svg {...iconBase}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...iconBase}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);
export const MailIcon = () => (
  <svg {...iconBase}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);
export const WalletIcon = () => (
  <svg {...iconBase}>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3" />
    <path d="M21 9h-5a3 3 0 0 0 0 6h5z" />
  </svg>
);
export const UserIcon = () => (
  <svg {...iconBase}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const SendIcon = () => (
  <svg {...iconBase}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);
export const ReceiveIcon = () => (
  <svg {...iconBase}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </svg>
);
export const SwapIcon = () => (
  <svg {...iconBase}>
    <path d="M7 4v16M3 8l4-4 4 4M17 20V4M21 16l-4 4-4-4" />
  </svg>
);
export const CardIcon = () => (
  <svg {...iconBase}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </svg>
);
export const ActivityIcon = () => (
  <svg {...iconBase}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </svg>
);
export const GlobeIcon = () => (
  <svg {...iconBase}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);
export const PlusIcon = () => (
  <svg {...iconBase}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const DisconnectIcon = () => (
  <svg {...iconBase} className="lk-flip-rtl">
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
);

/**
 * The icons a slot entry may name (`icon: 'mail'`). Anything else in `icon` must be an https or
 * `data:image/` URL, or it is ignored.
 */
export const icons = {
  close: CloseIcon,
  back: BackIcon,
  copy: CopyIcon,
  check: CheckIcon,
  external: ExternalIcon,
  search: SearchIcon,
  mail: MailIcon,
  wallet: WalletIcon,
  user: UserIcon,
  send: SendIcon,
  receive: ReceiveIcon,
  swap: SwapIcon,
  card: CardIcon,
  activity: ActivityIcon,
  globe: GlobeIcon,
  plus: PlusIcon,
  disconnect: DisconnectIcon,
} as const;

export type IconName = keyof typeof icons;

/** Whether `name` is one of the kit's icon names (never an inherited key such as 'constructor'). */
export const isIconName = (name: unknown): name is IconName => typeof name === 'string' && Object.hasOwn(icons, name);

import { useAccount } from '../hooks/hooks';
import { useKit } from '../hooks/useKit';
import { useShownLocale, useT } from '../i18n/useT';
import { prefetchModal } from '../modal/ModalHost';
import { localizeNumber, shortAddress } from '../ui/format';
import { ThemeRoot } from '../theme/ThemeRoot';

export interface ConnectButtonProps {
  /** Show the balance next to the address when connected (default true). */
  balance?: boolean;
}

/**
 * 'Connect Wallet' when disconnected; the truncated address and balance when connected (opens
 * Account). Hovering or focusing it prefetches the modal.
 */
export function ConnectButton({ balance = true }: ConnectButtonProps) {
  const kit = useKit();
  const t = useT();
  const account = useAccount();
  const locale = useShownLocale() ?? 'en';
  const connected = account.isConnected && account.address;
  const text = connected
    ? `${shortAddress(account.address)}${balance && account.balance !== undefined ? ` · ${localizeNumber(account.balance, locale)} ${account.balanceSymbol ?? ''}`.trimEnd() : ''}`
    : account.status === 'connecting'
      ? t('button.connecting')
      : t('button.connect');
  return (
    <ThemeRoot as="span">
      <button
        type="button"
        className="lk-connect-btn"
        data-connected={connected ? true : undefined}
        aria-haspopup="dialog"
        onMouseEnter={() => void Promise.all([prefetchModal(), kit.prefetch()]).catch(() => undefined)}
        onFocus={() => void Promise.all([prefetchModal(), kit.prefetch()]).catch(() => undefined)}
        onClick={() => kit.open()}
      >
        {connected ? (
          <>
            <span className="lk-visually-hidden">{`${t('button.account')} `}</span>
            <span className="lk-address">{text}</span>
          </>
        ) : (
          text
        )}
      </button>
    </ThemeRoot>
  );
}

import { WalletImage } from './primitives';
import { isIconName, icons } from './icons';
import { safeImage } from './safe';

/**
 * The icon of a slot entry: one of the kit's icon names (`'mail'`), or an https / `data:image/`
 * URL drawn through the safe image primitive. Anything else (http, javascript:, a typo) draws
 * nothing: a plugin's icon is decoration, never a reason to load an arbitrary URL.
 *
 * @example
 * <EntryIcon icon={entry.icon} name={t(entry.labelKey)} />
 */
export function EntryIcon({ icon, name }: { icon: string | undefined; name: string }) {
  if (isIconName(icon)) {
    const Icon = icons[icon];
    return (
      <span className="lk-img lk-icon" aria-hidden="true">
        <Icon />
      </span>
    );
  }
  if (typeof icon === 'string' && /^(https:\/\/|data:image\/)/i.test(icon) && safeImage(icon)) return <WalletImage src={icon} name={name} />;
  return null;
}

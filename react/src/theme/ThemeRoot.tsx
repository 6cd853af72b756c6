import { useContext, type ReactNode } from 'react';
import { UiContext } from '../context';
import { useKitState } from '../hooks/useKitState';
import { directionOf, useShownLocale } from '../i18n/useT';
import { themeStyle } from './theme';

/**
 * The themed root every piece of kit UI sits in: theme mode, `--lk-*` variables, language and
 * text direction (the variables in a style attribute, or with a CSP nonce in KitProvider's
 * `<style nonce>`). Buttons use a `span` so they stay inline in the host's layout. Renders nothing
 * until the strings of the kit's locale are there (a page that starts in Arabic fetches them first).
 */
export function ThemeRoot({ as: Tag = 'div', className, children }: { as?: 'div' | 'span'; className?: string; children: ReactNode }) {
  const t = useKitState((s) => ({ mode: s.themeMode, vars: s.themeVariables }));
  const locale = useShownLocale();
  // With a CSP nonce the variables are in KitProvider's <style nonce>: a style attribute in
  // server-rendered markup would be refused by the policy.
  const nonced = useContext(UiContext)?.nonce !== undefined;
  if (locale === null) return null;
  return (
    <Tag className={`lk-root${className ? ` ${className}` : ''}`} data-theme={t.mode} dir={directionOf(locale)} lang={locale} style={nonced ? undefined : themeStyle(t.vars)}>
      {children}
    </Tag>
  );
}

import { useEffect, useId, useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { isKitError } from '@latchkey/kernel';
import { CurrencyIcon, ListItem, Text, WalletImage, formatCryptoAmount, formatFiatAmount, useKit, useKitState, shallowEqual, withAmounts, useKitInternals } from '@latchkey/react/ui';
import { amountProblem, limitsOf } from '../limits';
import { availableProviders } from '../providers';
import { purchaseNetwork } from '../target';
import type { AmountProblem, OnrampProviderId, PaymentMethod } from '../types';
import { useOnrampT } from './useOnrampT';

/** How long the amount field waits after the last key before it asks for a quote. */
const QUOTE_DELAY_MS = 300;
const METHODS: readonly PaymentMethod[] = ['card', 'ach_bank_account'];
/** Keeps what a visitor types to digits and one point. */
const typedAmount = (raw: string): string | undefined => (/^\d*(\.\d{0,2})?$/.test(raw) ? raw : undefined);

/**
 * The Buy view: the amount in the payment currency (with its method's limits), the method (card or
 * ACH), the currency to buy, the live quote (or its stored error), and the providers for this
 * account. Choosing a provider opens its page in the click and shows the purchase.
 */
export default function OnRampProviders(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useOnrampT();
  const id = useId();
  const api = kit.plugin('onramp');
  const s = useKitState((st) => st.plugins.onramp!);
  const env = useKitState((st) => {
    const ns = st.activeNamespace;
    const chain = ns ? st.chains[ns] : undefined;
    return { namespace: ns, connected: chain?.account.status === 'connected', network: chain?.network.caipNetwork, onramp: st.features.onramp, locale: st.locale };
  }, shallowEqual);
  const [touched, setTouched] = useState(false);
  const [openError, setOpenError] = useState<string | undefined>();

  // Failures land in the state (defaults kept, error stored); a kit destroyed meanwhile is no one's concern.
  useEffect(() => void api.loadOptions().catch(() => undefined), [api]);
  useEffect(() => {
    const timer = setTimeout(() => void api.getQuote().catch(() => undefined), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, s.paymentAmount, s.paymentMethod, s.paymentCurrency, s.purchaseCurrency, env.network?.caipNetworkId]);

  if (!env.connected) return <Text>{t('onramp.unavailable')}</Text>;
  const providers = availableProviders(env.onramp, env.namespace);
  const limits = limitsOf(s.paymentCurrencies, s.paymentCurrency, s.paymentMethod);
  const problem = amountProblem(s.paymentAmount, limits, s.paymentCurrency);
  const currency = s.purchaseCurrencies.find((c) => c.id === s.purchaseCurrency);
  const network = purchaseNetwork(currency, env.network);
  const money = (v: string) => formatFiatAmount(v, s.paymentCurrency, env.locale) || `${v} ${s.paymentCurrency}`;
  const problemText = (p: AmountProblem) => (p.code === 'range' ? t('onramp.error.range', { min: money(p.min), max: money(p.max) }) : t(`onramp.error.${p.code}`));
  const showProblem = touched && problem;
  const methods = METHODS.filter((m) => limitsOf(s.paymentCurrencies, s.paymentCurrency, m));

  const open = (provider: OnrampProviderId) => {
    setOpenError(undefined);
    try {
      api.openProvider(provider);
      router.push('OnRampPurchase');
    } catch (error) {
      setOpenError(isKitError(error, 'ONRAMP_POPUP_BLOCKED') ? t('onramp.provider.blocked') : t('onramp.provider.refused'));
    }
  };

  return (
    <form className="lk-stack" noValidate aria-label={t('onramp.form')} onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-amount`} className="lk-strong">
        <CurrencyIcon code={s.paymentCurrency} />
        {t('onramp.amount.label', { currency: s.paymentCurrency })}
      </label>
      <input
        id={`${id}-amount`}
        className="lk-input"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        placeholder="100"
        value={s.paymentAmount}
        aria-invalid={showProblem ? true : undefined}
        aria-describedby={[`${id}-limits`, showProblem ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onBlur={() => setTouched(true)}
        onChange={(e) => {
          const next = typedAmount(e.target.value);
          if (next !== undefined) api.setPaymentAmount(next);
        }}
      />
      <p className="lk-text" id={`${id}-limits`}>
        {limits ? t('onramp.amount.limits', { min: money(limits.min), max: money(limits.max) }) : ''}
      </p>
      {showProblem ? (
        <p id={`${id}-error`} className="lk-text" data-tone="danger" role="alert">
          {problemText(problem)}
        </p>
      ) : null}

      {/* The payment method as the kit's segmented choice: one tap target per method, no bare radios. */}
      <fieldset className="lk-seg">
        <legend className="lk-strong">{t('onramp.method.legend')}</legend>
        {methods.map((m) => (
          <label key={m} className="lk-seg-opt">
            <input type="radio" name={`${id}-method`} value={m} checked={s.paymentMethod === m} onChange={() => api.setPaymentMethod(m)} />
            <span>{t(`onramp.method.${m}`)}</span>
          </label>
        ))}
      </fieldset>

      <label htmlFor={`${id}-currency`} className="lk-strong">
        {t('onramp.currency.label')}
      </label>
      <span className="lk-select">
        <select id={`${id}-currency`} className="lk-input" value={s.purchaseCurrency} onChange={(e) => api.setPurchaseCurrency(e.target.value)}>
          {s.purchaseCurrencies.map((c) => (
            <option key={c.id} value={c.id}>
              {`${c.symbol} · ${c.name}`}
            </option>
          ))}
        </select>
      </span>

      <div role="status" className="lk-stack" data-testid="lk-onramp-quote">
        {s.quotesLoading ? <p className="lk-text">{t('onramp.quote.loading')}</p> : null}
        {!s.quotesLoading && s.purchaseAmount && currency ? <p className="lk-text lk-strong">{withAmounts(t('onramp.quote.result', { amount: formatCryptoAmount(s.purchaseAmount, env.locale) || s.purchaseAmount, symbol: currency.symbol, network: network?.display_name ?? '' }), `${formatCryptoAmount(s.purchaseAmount, env.locale) || s.purchaseAmount} ${currency.symbol}`)}</p> : null}
      </div>
      {!s.quotesLoading && s.error ? (
        <p className="lk-text" data-tone="danger" role="alert">
          {t('onramp.quote.error', { message: s.error })}
        </p>
      ) : null}

      <section className="lk-section lk-stack" aria-label={t('onramp.providers')}>
        {providers.length === 0 ? <Text>{t('onramp.provider.none')}</Text> : null}
        {providers.map((p) => (
          <ListItem
            key={p.id}
            image={<WalletImage name={p.label} />}
            // What the button says is what it is called (axe's label-content-name-mismatch): "Continue with Meld".
            label={t('onramp.provider.open', { provider: p.label })}
            tag={t('onramp.provider.fee', { min: p.fee.min, max: p.fee.max })}
            onClick={() => open(p.id)}
          />
        ))}
      </section>
      {openError ? (
        <p className="lk-text" data-tone="danger" role="alert">
          {openError}
        </p>
      ) : null}
    </form>
  );
}

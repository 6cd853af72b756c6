import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TokenBalance } from '@latchkey/kernel';
import type { ViewProps } from '@latchkey/react';
import { Button, ListItem, Text, TokenIcon, WalletImage, formatCryptoAmount, shortAddress, useKit, useKitState, withAmounts, useKitInternals } from '@latchkey/react/ui';
import { isNative } from '../balances/tokens';
import { NAME_LOOKUP_DELAY_MS } from '../constants';
import { takesNames } from '../assets';
import { activeSendTarget, sendableTokens } from '../sendable';
import { typedAmount } from '../send/amount';
import type { SendProblem } from '../types';
import { BalanceNotice, FieldError, useMounted } from './parts';
import { useSendT } from './useSendT';

const isToken = (v: unknown): v is TokenBalance =>
  typeof v === 'object' && v !== null && typeof (v as TokenBalance).symbol === 'string' && typeof (v as TokenBalance).chainId === 'string' && typeof (v as TokenBalance).quantity?.numeric === 'string';

type Field = 'token' | 'amount' | 'receiver';

/** The field a problem belongs to (its message is shown under it). */
function fieldOf(problem: SendProblem, amountEmpty: boolean): Field {
  switch (problem.code) {
    case 'required':
      return amountEmpty ? 'amount' : 'receiver';
    case 'token':
      return 'token';
    case 'amount':
    case 'decimals':
    case 'insufficient':
      return 'amount';
    default:
      return 'receiver';
  }
}

/**
 * The Send view (SPEC §2, §5): a token from the visitor's balances on the active network, an
 * amount in its decimals (Max leaves the network fee for the native currency), a receiver checked
 * for the network or, where the namespace's assets take names, an account name (resolved, shown
 * with its avatar), then the review.
 * The SPEC §8 messages ('An amount and receiver address are required', 'A token is required')
 * are said under the field that lacks.
 */
export default function WalletSend({ params }: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSendT();
  const locale = useKitState((s) => s.locale);
  const id = useId();
  const api = kit.plugin('send');
  const mounted = useMounted();
  const target = useKitState((s) => activeSendTarget(s, kit));
  const form = useKitState((s) => s.plugins.send);
  const tokens = useKitState((s) => sendableTokens(s, kit));
  const [amount, setAmount] = useState(form?.sendTokenAmount ?? '');
  const [receiver, setReceiver] = useState(form?.receiverInput ?? '');
  const [problem, setProblem] = useState<SendProblem>();
  const [maxState, setMaxState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const amountRef = useRef<HTMLInputElement>(null);
  const receiverRef = useRef<HTMLInputElement>(null);
  const tokenRef = useRef<HTMLButtonElement>(null);

  // A finished send belongs to the review; a new form starts clean (after a failure the form is
  // kept, to be edited). A token handed in (from the token list) starts the form with it.
  useEffect(() => {
    if (form?.lastSent) api.reset();
    if (isToken(params.token)) api.setToken(params.token);
    // Once, when the view opens.
  }, []);
  useEffect(() => {
    if (target) void api.refreshBalances();
  }, [api, target?.network.caipNetworkId, target?.address]);
  // The receiver is checked (and a name looked up) once typing pauses.
  useEffect(() => {
    if (receiver === (form?.receiverInput ?? '')) return;
    const timer = setTimeout(() => void api.setReceiver(receiver), NAME_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, receiver, form?.receiverInput]);
  // The amount follows a Max or a token change made elsewhere.
  useEffect(() => {
    if (form && form.sendTokenAmount !== undefined && form.sendTokenAmount !== amount) setAmount(form.sendTokenAmount);
    if (form && form.sendTokenAmount === undefined && amount !== '') setAmount('');
  }, [form?.sendTokenAmount, form?.token]);

  if (!target || !form) return <Text>{t('send.unavailable')}</Text>;
  const network = target.network;
  const token = form.token && form.token.chainId === network.caipNetworkId ? form.token : undefined;

  const message = (p: SendProblem): string => {
    switch (p.code) {
      case 'required':
        return t('send.error.required');
      case 'token':
        return t('send.error.token');
      case 'amount':
        return t('send.error.amount');
      case 'decimals':
        return t('send.error.decimals', { symbol: token?.symbol ?? '', n: p.decimals });
      case 'insufficient':
        return t('send.error.insufficient', { symbol: token?.symbol ?? '' });
      case 'resolving':
        return t('send.error.resolving');
      case 'notFound':
        return t('send.error.notFound', { name: receiver.trim(), network: network.name });
      case 'resolveError':
        return t('send.error.resolve');
      default:
        return t('send.error.receiver', { network: network.name });
    }
  };
  const errorField = problem ? fieldOf(problem, !amount.trim()) : undefined;
  const errorId = `${id}-error`;
  const describedBy = (field: Field, hint?: string) => [errorField === field ? errorId : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    api.setAmount(amount);
    if (receiver !== form.receiverInput) await api.setReceiver(receiver);
    const found = await api.check();
    if (!mounted()) return;
    setProblem(found);
    if (!found) {
      router.push('WalletSendPreview');
      return;
    }
    const field = fieldOf(found, !amount.trim());
    (field === 'token' ? tokenRef : field === 'amount' ? amountRef : receiverRef).current?.focus();
  };

  const useMax = async () => {
    if (!token || maxState === 'busy') return;
    setMaxState('busy');
    try {
      const max = await api.maxAmount();
      if (!mounted()) return;
      setAmount(max);
      api.setAmount(max);
      setMaxState('idle');
      if (problem && fieldOf(problem, false) === 'amount') setProblem(undefined);
    } catch {
      if (mounted()) setMaxState('failed');
    }
  };

  const resolved = form.receiverProfileName && form.receiverAddress && form.receiverInput === receiver;
  const hintId = `${id}-receiver-hint`;
  /** What the visitor holds of the token, as every view writes amounts. */
  const held = token ? formatCryptoAmount(token.quantity.numeric, locale) || '0' : '';
  const tokenHintId = `${id}-token-hint`;
  return (
    <form className="lk-stack" noValidate aria-label={t('send.form')} onSubmit={(e) => void submit(e)}>
      <span className="lk-strong" id={`${id}-token-label`}>
        {t('send.token.label')}
      </span>
      <ListItem
        ref={tokenRef}
        image={token ? <TokenIcon src={token.iconUrl} symbol={token.symbol} /> : <WalletImage name="?" />}
        label={token ? token.symbol : t('send.token.select')}
        tag={token ? held : undefined}
        aria-describedby={[`${id}-token-label`, describedBy('token')].filter(Boolean).join(' ')}
        onClick={() => router.push('WalletSendSelectToken')}
      />
      {tokens.length === 0 ? <BalanceNotice namespace={target.namespace} networkName={network.name} count={0} testnet={network.testnet === true} /> : null}
      {token ? (
        <p className="lk-text" id={tokenHintId}>
          {withAmounts(t('send.token.balance', { amount: held, symbol: token.symbol }), `${held} ${token.symbol}`)}
        </p>
      ) : null}
      {errorField === 'token' && problem ? <FieldError id={errorId}>{message(problem)}</FieldError> : null}

      <label htmlFor={`${id}-amount`} className="lk-strong">
        {t('send.amount.label')}
      </label>
      <div className="lk-row">
        <input
          ref={amountRef}
          id={`${id}-amount`}
          className="lk-input"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          placeholder="0"
          value={amount}
          aria-invalid={errorField === 'amount' ? true : undefined}
          aria-describedby={describedBy('amount', token ? tokenHintId : undefined)}
          onChange={(e) => {
            const next = typedAmount(e.target.value);
            if (next === undefined) return;
            setAmount(next);
            api.setAmount(next);
            if (errorField === 'amount') setProblem(undefined);
          }}
        />
        <Button variant="secondary" className="lk-btn-sm" title={t('send.amount.maxLabel')} aria-disabled={!token || maxState === 'busy' || undefined} onClick={() => void useMax()}>
          {t('send.amount.max')}
        </Button>
      </div>
      {token && isNative(token) ? <p className="lk-text">{t('send.amount.gasHint', { symbol: token.symbol })}</p> : null}
      {maxState === 'failed' ? (
        <p className="lk-text" data-tone="danger" role="alert">
          {t('send.amount.maxFailed')}
        </p>
      ) : null}
      {errorField === 'amount' && problem ? <FieldError id={errorId}>{message(problem)}</FieldError> : null}

      <label htmlFor={`${id}-receiver`} className="lk-strong">
        {t('send.receiver.label')}
      </label>
      <input
        ref={receiverRef}
        id={`${id}-receiver`}
        className="lk-input"
        name="receiver"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        dir="ltr"
        value={receiver}
        aria-invalid={errorField === 'receiver' ? true : undefined}
        aria-describedby={describedBy('receiver', hintId)}
        onChange={(e) => {
          setReceiver(e.target.value);
          if (errorField === 'receiver' || problem?.code === 'required') setProblem(undefined);
        }}
      />
      <p className="lk-text" id={hintId}>
        {takesNames(kit, target.namespace) ? t('send.receiver.hintNamed', { network: network.name }) : t('send.receiver.hint', { network: network.name })}
      </p>
      <div role="status" className="lk-stack">
        {form.resolving ? <p className="lk-text">{t('send.receiver.resolving')}</p> : null}
        {resolved ? (
          <div className="lk-wrow">
            <WalletImage src={form.receiverProfileImageUrl} name={form.receiverProfileName!} />
            <span className="lk-stack">
              <span className="lk-strong">{form.receiverProfileName}</span>
              <span>
                {t('send.receiver.resolved')} <bdi className="lk-address">{shortAddress(form.receiverAddress)}</bdi>
              </span>
            </span>
          </div>
        ) : null}
      </div>
      {errorField === 'receiver' && problem ? <FieldError id={errorId}>{message(problem)}</FieldError> : null}

      <Button type="submit">{t('send.submit')}</Button>
    </form>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { KitError, type KitState } from '@latchkey/kernel';
import type { ViewProps } from '@latchkey/react';
import { Button, ListItem, Spinner, Text, useKit, useKitState, useKitInternals } from '@latchkey/react/ui';
import { NAMES_NAMESPACES, NAMES_VIEWS, SUGGESTION_DELAY_MS } from '../constants';
import { NamesError } from '../errors';
import { fullNameOf, isValidName, labelOf } from '../rules';
import type { NameProblem, NameRecord, NamesState } from '../types';
import { ErrorLine, isolate, problemText, useMounted } from './parts';
import { useNamesT } from './useNamesT';

const sliceOf = (s: KitState): NamesState | undefined => s.plugins.names as NamesState | undefined;

/** The connected EVM account, while EVM is the namespace on screen. */
function accountOf(s: KitState): string | undefined {
  const ns = s.activeNamespace;
  const chain = ns ? s.chains[ns] : undefined;
  if (!ns || !NAMES_NAMESPACES.includes(ns) || chain?.account.status !== 'connected') return undefined;
  return chain.account.address;
}

type Availability = { name: string } & ({ status: 'checking' | 'available' | 'taken' } | { status: 'error'; problem: NameProblem });

const problemOf = (error: unknown, kind: NameProblem['kind']): NameProblem => (error instanceof NamesError ? error.problem : { kind });

/**
 * RegisterAccountName (SPEC §2, §4, §5, §8): a name of letters, digits and hyphens (at least 4),
 * whether it is free, suggestions (a free one fills the field), the names the account already
 * holds, then Register: the visitor confirms the signed message (in the wallet, or in ApproveTransaction), the name is
 * registered and RegisterAccountNameSuccess shows; on failure the view says why and stays.
 */
export default function RegisterAccountName(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useNamesT();
  const id = useId();
  const api = kit.plugin('names');
  const mounted = useMounted();
  const address = useKitState(accountOf);
  const state = useKitState(sliceOf);
  const suffix = api.suffix;
  // Back from the approval, the name being registered (or the one that failed) is still typed.
  const [input, setInput] = useState(() => (state?.attempt ? labelOf(state.attempt, suffix) : ''));
  const [touched, setTouched] = useState(false);
  const [availability, setAvailability] = useState<Availability>();
  const [held, setHeld] = useState<{ names: NameRecord[] } | { problem: NameProblem }>();
  const [failure, setFailure] = useState<string>();

  const label = labelOf(input, suffix);
  const valid = isValidName(label);
  const name = fullNameOf(label, suffix);

  // The names this account holds already.
  useEffect(() => {
    setHeld(undefined);
    if (!address) return;
    api.getNamesForAddress(address).then(
      (names) => mounted() && setHeld({ names }),
      (error: unknown) => mounted() && setHeld({ problem: problemOf(error, 'names') }),
    );
  }, [api, address]);

  // Once typing pauses: is the name free, and what else is like it.
  useEffect(() => {
    if (!valid) {
      setAvailability(undefined);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setAvailability({ name, status: 'checking' });
      api.isNameRegistered(name).then(
        (taken) => live && setAvailability({ name, status: taken ? 'taken' : 'available' }),
        (error: unknown) => live && setAvailability({ name, status: 'error', problem: problemOf(error, 'resolve') }),
      );
      if (state?.suggestionsFor !== label || state.suggestionsError) api.getSuggestions(label).catch(() => undefined);
    }, SUGGESTION_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, label, valid, name]);

  if (!address || !state) return <Text>{t('names.unavailable')}</Text>;

  const registering = state.registering;
  const taken = availability?.name === name && availability.status === 'taken';
  const registerError = !registering && state.registerError && state.attempt === name ? state.registerError : undefined;
  const showInvalid = touched && input.trim() !== '' && !valid;
  const suggestions = state.suggestionsFor === label ? state.suggestions : [];
  const suggestionsError = state.suggestionsFor === label ? state.suggestionsError : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(undefined);
    if (!valid || taken || registering) return;
    const registered = name;
    api.registerName(registered).then(
      () => {
        // Still on this flow (not another view the visitor went to meanwhile): show the success.
        const current = router.current?.view;
        if (current === NAMES_VIEWS.register || current === 'ApproveTransaction') router.replace(NAMES_VIEWS.success, { name: registered });
      },
      (error: unknown) => {
        // A NamesError is in the state (it outlives the approval view); others happen before signing.
        if (mounted() && !(error instanceof NamesError)) setFailure(error instanceof KitError ? error.shortMessage : String(error));
      },
    );
  };

  return (
    <form className="lk-stack" noValidate aria-label={t('names.form')} onSubmit={submit}>
      <Text>{t('names.intro', { suffix })}</Text>
      <label htmlFor={`${id}-name`} className="lk-strong">
        {t('names.label')}
      </label>
      <input
        id={`${id}-name`}
        className="lk-input"
        name="name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        maxLength={64 + suffix.length}
        value={input}
        aria-invalid={showInvalid || undefined}
        aria-describedby={showInvalid ? `${errorId} ${hintId}` : hintId}
        onChange={(e) => {
          setInput(e.target.value);
          setTouched(false);
        }}
        onBlur={() => setTouched(true)}
      />
      <p className="lk-text" id={hintId}>
        {valid ? t('names.preview', { name: isolate(name) }) : t('names.hint')}
      </p>
      {showInvalid ? <ErrorLine id={errorId}>{t('names.invalid')}</ErrorLine> : null}
      {availability && availability.name === name ? (
        availability.status === 'error' ? (
          <ErrorLine>{problemText(t, availability.problem)}</ErrorLine>
        ) : (
          <p className="lk-text" role="status" data-tone={availability.status === 'taken' ? 'danger' : undefined}>
            {t(`names.${availability.status}`, { name: isolate(name) })}
          </p>
        )
      ) : null}

      {valid && (state.loading || suggestions.length > 0 || suggestionsError) ? (
        <section className="lk-section" aria-label={t('names.suggestions')}>
          <h3 className="lk-section-title">{t('names.suggestions')}</h3>
          {state.loading ? <Spinner label={t('names.suggestions.loading')} /> : null}
          {suggestionsError ? <ErrorLine>{problemText(t, suggestionsError)}</ErrorLine> : null}
          {suggestions.length > 0 ? (
            <ul className="lk-list">
              {suggestions.map((s) => (
                <li key={s.name}>
                  <ListItem
                    label={<bdi dir="ltr">{s.name}</bdi>}
                    tag={s.registered ? t('names.suggestion.taken') : t('names.suggestion.available')}
                    aria-disabled={s.registered || undefined}
                    onClick={() => !s.registered && setInput(labelOf(s.name, suffix))}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {registerError ? <ErrorLine>{problemText(t, registerError)}</ErrorLine> : null}
      {failure ? <ErrorLine>{failure}</ErrorLine> : null}
      {registering ? (
        <div className="lk-center">
          <Spinner label={t('names.registering', { name: isolate(state.attempt ?? name) })} />
          <Text>{t('names.signHint')}</Text>
        </div>
      ) : null}
      <Button type="submit" aria-disabled={!valid || taken || registering || undefined}>
        {registering ? t('names.registering', { name: isolate(state.attempt ?? name) }) : t('names.register')}
      </Button>

      {held && ('problem' in held || held.names.length > 0) ? (
        <section className="lk-section" aria-label={t('names.yours')}>
          <h3 className="lk-section-title">{t('names.yours')}</h3>
          {'problem' in held ? (
            <ErrorLine>{problemText(t, held.problem)}</ErrorLine>
          ) : (
            <ul className="lk-list">
              {held.names.map((r) => (
                <li key={r.name} className="lk-wrow">
                  <bdi className="lk-wrow-name" dir="ltr">
                    {r.name}
                  </bdi>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </form>
  );
}

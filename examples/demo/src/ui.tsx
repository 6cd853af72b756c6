// The demo page's small building blocks: a titled panel (a region named by its heading), an
// action's outcome, and a hook that runs an action and keeps its result or its error.
import { useCallback, useState, type ReactNode } from 'react';

/** What an action run by {@link useAction} is doing or gave. */
export interface ActionState<T> {
  busy: boolean;
  result?: T;
  error?: string;
}

/** Runs an async action, keeping `busy`, then its result or the first line of its error. */
export function useAction<T>() {
  const [state, setState] = useState<ActionState<T>>({ busy: false });
  const run = useCallback(async (fn: () => Promise<T>) => {
    setState({ busy: true });
    try {
      setState({ busy: false, result: await fn() });
    } catch (e) {
      setState({ busy: false, error: e instanceof Error ? e.message.split('\n')[0] : String(e) });
    }
  }, []);
  return [state, run] as const;
}

/** A section of the page, a region named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** An action's result (`data-testid`), or its error as an alert (`<testId>-error`). */
export function Outcome({ state, testId }: { state: { result?: unknown; error?: string }; testId: string }) {
  if (state.error) return <p className="result error" role="alert" data-testid={`${testId}-error`}>{state.error}</p>;
  if (state.result !== undefined) return <p className="result" data-testid={testId}>{String(state.result)}</p>;
  return null;
}

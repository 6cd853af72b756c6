import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { T } from '@latchkey/react/ui';
import type { NameProblem } from '../types';

/** Whether the view is still on screen: answers for a view the visitor left are dropped. */
export function useMounted(): () => boolean {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}

/** A name kept left-to-right inside a sentence of any direction (first-strong isolate). */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/** What to say for a failed call: the API's reason when it gave one, else the SPEC §8 sentence. */
export function problemText(t: T, problem: NameProblem): string {
  if (problem.reason) return problem.reason;
  return t(`names.error.${problem.kind}`, { name: isolate(problem.name ?? '') });
}

/** An announced error line. */
export function ErrorLine({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="lk-text" data-tone="danger" role="alert">
      {children}
    </p>
  );
}

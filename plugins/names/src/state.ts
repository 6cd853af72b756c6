import type { NamesState } from './types';

/** A fresh slice (per kit). */
export const initialNamesState = (): NamesState => ({
  suggestions: [],
  loading: false,
  suggestionsFor: undefined,
  suggestionsError: undefined,
  registering: false,
  attempt: undefined,
  registerError: undefined,
  registered: undefined,
});

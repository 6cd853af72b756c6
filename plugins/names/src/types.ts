/** A registered account name, as the names API answers it (checked and cleaned). */
export interface NameRecord {
  /** The full name, lower case (`ada.reown.id`). */
  name: string;
  /** Addresses by coin type (`'60'`, `'2147514985'`). */
  addresses: Record<string, { address: string }>;
  /** Text records (`avatar`, `bio`…). */
  attributes: Record<string, string>;
  /** When it was last changed (seconds), when the API says. */
  updated: number | undefined;
}

/** A name the API suggests, and whether someone holds it already. */
export interface NameSuggestion {
  name: string;
  registered: boolean;
}

/**
 * A names call that failed: which one (SPEC §8 'Error resolving name', 'Error fetching name
 * suggestions', 'Error fetching names for address', 'Error registering name {name}'), the name
 * it was about, and the API's first reason when it gave one (shown instead, as the reference kit does).
 */
export interface NameProblem {
  kind: 'resolve' | 'suggestions' | 'names' | 'register';
  name?: string | undefined;
  reason?: string | undefined;
}

/** The plugin's slice (`kit.getState().plugins.names`). SPEC §3: the suggestions with a loading flag. */
export interface NamesState {
  suggestions: NameSuggestion[];
  /** Suggestions are being fetched. */
  loading: boolean;
  /** The label the suggestions are for. */
  suggestionsFor: string | undefined;
  suggestionsError: NameProblem | undefined;
  /** A registration is under way (signing, then registering). */
  registering: boolean;
  /** The full name of the registration under way, or of the last one that failed (kept while the modal is open). */
  attempt: string | undefined;
  registerError: NameProblem | undefined;
  /** The last name registered here. */
  registered: string | undefined;
}

/** `names(options)`. */
export interface NamesOptions {
  /** The suffix new names get (SPEC §9: '.reown.id', or the legacy '.wcn.id'). Default '.reown.id'. */
  suffix?: string;
  /** Look the connected account's name up when it connects and show it as the profile name. Default true. */
  reverseLookup?: boolean;
  /** The Account-view entry that opens RegisterAccountName. Default true. */
  entry?: boolean;
}

/** `kit.plugin('names')`. */
export interface NamesApi {
  /** The suffix new names get ('.reown.id'). */
  readonly suffix: string;
  /**
   * SPEC §5: letters, digits and hyphens, at least 4 characters (the label, without the suffix).
   * @example api.isValidName('ada-l') // true
   */
  isValidName(label: string): boolean;
  /**
   * The full name for what the visitor typed: lower case, with the suffix ('Ada' → 'ada.reown.id').
   * A name typed with one of the SPEC suffixes keeps it.
   */
  fullName(input: string): string;
  /**
   * Names like `label` and whether each is taken; also kept in the state with a loading flag.
   * @throws {NamesError} 'Error fetching name suggestions' (or the API's reason).
   */
  getSuggestions(label: string): Promise<NameSuggestion[]>;
  /**
   * The record of a name, or undefined when nobody registered it.
   * @throws {NamesError} 'Error resolving name' (or the API's reason).
   */
  resolveName(name: string): Promise<NameRecord | undefined>;
  /** Whether someone holds the name. @throws {NamesError} 'Error resolving name'. */
  isNameRegistered(name: string): Promise<boolean>;
  /**
   * The names an address holds (5 min cache, SPEC §9).
   * @throws {NamesError} 'Error fetching names for address' (or the API's reason).
   */
  getNamesForAddress(address: string): Promise<NameRecord[]>;
  /**
   * Registers a name for the connected EVM account (SPEC §4): signs `{ name, attributes, timestamp }`
   * (the visitor confirms once: in the wallet, or in ApproveTransaction), registers it with the coin type of the
   * network, then shows it as the profile name.
   * @throws {ValidationError} a name off the SPEC §5 rule. @throws {KitError} 'Address or auth connector not found', 'Invalid chainId'.
   * @throws {NamesError} 'Error registering name {name}' (or the API's reason).
   */
  registerName(label: string): Promise<NameRecord>;
  /** Clears the suggestions and any error shown (done when the modal closes). */
  reset(): void;
}

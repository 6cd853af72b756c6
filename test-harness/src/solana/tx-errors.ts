// litesvm reports a failed transaction with napi classes and numeric enums; the JSON-RPC API
// reports the same failure as the Rust enum serialized by serde (`"BlockhashNotFound"`,
// `{ "InstructionError": [0, { "Custom": 1 }] }`). This file translates the first into the second.
// litesvm's enums are `const enum`s with no run-time object, hence the name tables (same order as
// litesvm's internal.d.ts, which follows agave's TransactionError / InstructionError).

const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const;

/** A transaction error as the JSON-RPC API serializes it. */
export type RpcTransactionError = string | Record<string, unknown>;

/** Transaction errors after which a real validator drops the transaction instead of landing it (no fee, no status). */
const NOT_LANDED = new Set<string>(['AccountNotFound', 'InsufficientFundsForFee', 'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'MissingSignatureForFee', 'SignatureFailure', 'SanitizeFailure', 'UnsupportedVersion', 'AccountLoadedTwice', 'TooManyAccountLocks']);

type NapiError = { constructor: { name: string }; index?: number; accountIndex?: number; err?: () => unknown; code?: number; msg?: string };

function instructionError(inner: unknown): unknown {
  if (typeof inner === 'number') return INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`;
  const error = inner as NapiError;
  if (typeof error.code === 'number') return { Custom: error.code };
  if (typeof error.msg === 'string') return { BorshIoError: error.msg };
  return 'GenericError';
}

/**
 * Turns what litesvm's `FailedTransactionMetadata.err()` returns into the RPC's JSON form.
 *
 * @example
 * toRpcTransactionError(7); // 'BlockhashNotFound'
 * toRpcTransactionError(instructionErrorWithCustomCode1); // { InstructionError: [0, { Custom: 1 }] }
 */
export function toRpcTransactionError(err: unknown): RpcTransactionError {
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError${err}`;
  const error = err as NapiError;
  switch (error.constructor.name) {
    case 'TransactionErrorInstructionError':
      return { InstructionError: [error.index, instructionError(error.err?.())] };
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: error.index };
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: error.accountIndex } };
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } };
    default:
      return String(err);
  }
}

/** Whether a real validator would have dropped a transaction that failed this way (rather than charge its fee and record the error). */
export function isNotLandedError(error: RpcTransactionError): boolean {
  return typeof error === 'string' && NOT_LANDED.has(error);
}

const words = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * A one-line description, as validators put after "Transaction simulation failed: ".
 *
 * @example
 * describeTransactionError({ InstructionError: [0, { Custom: 1 }] }); // 'Error processing Instruction 0: custom program error: 0x1'
 */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'string') {
    if (error === 'AlreadyProcessed') return 'This transaction has already been processed';
    if (error === 'AccountNotFound') return 'Attempt to debit an account but found no record of a prior credit.';
    const text = words(error);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  const instruction = error.InstructionError as [number, unknown] | undefined;
  if (instruction) {
    const [index, inner] = instruction;
    const detail =
      typeof inner === 'string'
        ? words(inner)
        : typeof (inner as { Custom?: unknown }).Custom === 'number'
          ? `custom program error: 0x${(inner as { Custom: number }).Custom.toString(16)}`
          : JSON.stringify(inner);
    return `Error processing Instruction ${index}: ${detail}`;
  }
  return JSON.stringify(error);
}

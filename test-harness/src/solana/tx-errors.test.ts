import { describe, expect, it } from 'vitest';
import { describeTransactionError, isNotLandedError, toRpcTransactionError } from './tx-errors';

// Stand-ins shaped like litesvm's napi classes (the class name is what tells them apart).
class TransactionErrorInstructionError {
  constructor(
    readonly index: number,
    private readonly inner: unknown,
  ) {}
  err() {
    return this.inner;
  }
}
class InstructionErrorCustom {
  constructor(readonly code: number) {}
}
class TransactionErrorInsufficientFundsForRent {
  constructor(readonly accountIndex: number) {}
}

describe('toRpcTransactionError', () => {
  it('names the fieldless errors as agave serializes them', () => {
    expect(toRpcTransactionError(2)).toBe('AccountNotFound');
    expect(toRpcTransactionError(6)).toBe('AlreadyProcessed');
    expect(toRpcTransactionError(7)).toBe('BlockhashNotFound');
    expect(toRpcTransactionError(34)).toBe('CommitCancelled');
  });

  it('writes instruction errors as { InstructionError: [index, inner] }', () => {
    expect(toRpcTransactionError(new TransactionErrorInstructionError(1, new InstructionErrorCustom(6001)))).toEqual({ InstructionError: [1, { Custom: 6001 }] });
    expect(toRpcTransactionError(new TransactionErrorInstructionError(0, 7))).toEqual({ InstructionError: [0, 'MissingRequiredSignature'] });
    expect(toRpcTransactionError(new TransactionErrorInsufficientFundsForRent(2))).toEqual({ InsufficientFundsForRent: { account_index: 2 } });
  });
});

describe('describeTransactionError', () => {
  it('reads like the validator log line', () => {
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe('Error processing Instruction 0: custom program error: 0x1');
    expect(describeTransactionError({ InstructionError: [2, 'InvalidAccountData'] })).toBe('Error processing Instruction 2: invalid account data');
    expect(describeTransactionError('BlockhashNotFound')).toBe('Blockhash not found');
    expect(describeTransactionError('AlreadyProcessed')).toBe('This transaction has already been processed');
  });

  it('tells dropped transactions from landed failures', () => {
    expect(isNotLandedError('BlockhashNotFound')).toBe(true);
    expect(isNotLandedError({ InstructionError: [0, { Custom: 1 }] })).toBe(false);
  });
});

// Public API of the Bitcoin mock wallet (WBIP004 + sats-connect provider) and its stand-ins.
export { createBitcoinMockWallet, BITCOIN_MOCK_WALLET_ID, BITCOIN_MOCK_WALLET_NAME, BITCOIN_MOCK_WALLET_ICON, BITCOIN_MOCK_METHODS, RPC_ERRORS } from './wallet';
export type { BitcoinMockWallet, PendingPrompt, PersistStore } from './wallet';
export { installBitcoinMockWallet } from './install';
export type { BitcoinWindow, InstalledBitcoinWallet } from './install';
export { BITCOIN_TEST_MNEMONIC, mnemonicToSeed, derivePrivateKey, deriveWalletKeys, btcNetworkOf } from './keys';
export { legacyMessageHash, bip322MessageHash, bip322Transactions, signLegacyMessage, signBip322Message, compactSize } from './message';
export { createLedger, fundingUtxos, DEFAULT_UTXOS, LedgerError } from './ledger';
export type { MockLedger } from './ledger';
export { signPsbt, PsbtError } from './psbt';
export { checkSignedTransaction, parseTransaction, bip143Sighash, bip341Sighash } from './verify-tx';
export type { ParsedTransaction, Prevout, TransactionCheck } from './verify-tx';
export { buildBitcoinWalletBundle, bitcoinWalletInitScript } from './bundle';
export type * from './types';

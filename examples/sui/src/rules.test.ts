import { describe, expect, it } from 'vitest';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { parseCaipAddress, parseCaipNetworkId, type NamespaceTools } from '@latchkey/kernel';
import { chainIdentifierMatches, describeSuiRequest, formatSuiSignInMessage, getSuiAddressError, normalizeSuiAddress, readSuiTransfer, suiAddressExplorerUrl, suiAssets, suiChainReference, suiDevnet, suiLocalnet, suiMainnet, suiNamespace, suiSiwx, suiTestnet } from './index';
import { suiTransferJson } from './transfer';

const A = `0x${'ab'.repeat(32)}`;
const B = `0x${'cd'.repeat(32)}`;
const noTools = {} as NamespaceTools;

describe('the Sui address rule', () => {
  it('accepts 0x and 64 hex digits in either case, and normalises to lower case', () => {
    expect(getSuiAddressError(A)).toBeUndefined();
    expect(getSuiAddressError(A.toUpperCase().replace('0X', '0x'))).toBeUndefined();
    expect(normalizeSuiAddress(`0x${'AB'.repeat(32)}`)).toBe(A);
    expect(suiNamespace.addressError(A, 'sui:mainnet')).toBeUndefined();
  });

  it('refuses short forms, wrong lengths, other families and non-strings', () => {
    for (const bad of ['0x2', `0x${'a'.repeat(63)}`, `0x${'a'.repeat(65)}`, 'ab'.repeat(32), `0x${'g'.repeat(64)}`, '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 'BQuoXTkiqQfwYJYrpqxhUv8qMoT8DxrqyXrP2jVrFr97', 42, null]) {
      expect(suiNamespace.addressError(bad), String(bad)).toBe('Expected 0x and 64 hexadecimal digits');
    }
    expect(normalizeSuiAddress('0x2')).toBeUndefined();
  });
});

describe('Sui chain ids', () => {
  it('reads the references Sui wallets name their chains by', () => {
    expect(suiChainReference('sui:mainnet')).toBe('mainnet');
    expect(suiChainReference('testnet')).toBe('testnet');
    expect(suiNamespace.chainReference('sui:localnet')).toBe('localnet');
    for (const other of ['eip155:1', 'sui:foo', 'solana:mainnet', 'sui:mainnet:x', 1]) expect(suiChainReference(other), String(other)).toBeUndefined();
  });

  it('gives networks whose CAIP-2 and CAIP-10 ids the kernel parses generically', () => {
    expect([suiMainnet, suiTestnet, suiDevnet].map((n) => n.caipNetworkId)).toEqual(['sui:mainnet', 'sui:testnet', 'sui:devnet']);
    expect(parseCaipNetworkId(suiMainnet.caipNetworkId)).toEqual({ namespace: 'sui', reference: 'mainnet' });
    expect(parseCaipAddress(`sui:testnet:${A}`)).toMatchObject({ namespace: 'sui', reference: 'testnet', address: A });
    const local = suiLocalnet('http://127.0.0.1:9000');
    expect(local).toMatchObject({ caipNetworkId: 'sui:localnet', chainNamespace: 'sui', rpcUrls: { default: { http: ['http://127.0.0.1:9000'] } } });
    expect(() => suiLocalnet('ws://127.0.0.1:9000')).toThrow('suiLocalnet needs an http(s) RPC URL');
  });

  it('takes an endpoint for a network only when its chain identifier is that network’s', () => {
    expect(chainIdentifierMatches('35834a8a', suiMainnet)).toBe(true);
    expect(chainIdentifierMatches('4c78adac', suiMainnet)).toBe(false);
    expect(chainIdentifierMatches('4c78adac', suiTestnet)).toBe(true);
    expect(chainIdentifierMatches('c0ffee01', suiLocalnet('http://127.0.0.1:9000'))).toBe(true);
    expect(chainIdentifierMatches('0x1', suiDevnet)).toBe(false);
  });

  it('links addresses and transactions to the network’s explorer, and none on a local network', () => {
    expect(suiAddressExplorerUrl(suiTestnet, A)).toBe(`https://suiscan.xyz/testnet/account/${A}`);
    expect(suiAssets.transactionUrl!(suiMainnet, '24F9Zfiy5CrCWXK4esmSu7rN3qJjGqFh3JPiryZ2uuM2')).toBe('https://suiscan.xyz/mainnet/tx/24F9Zfiy5CrCWXK4esmSu7rN3qJjGqFh3JPiryZ2uuM2');
    expect(suiAddressExplorerUrl(suiLocalnet('http://127.0.0.1:9000'), A)).toBeUndefined();
    expect(suiAssets.transactionUrl!(suiMainnet, '<script>')).toBeUndefined();
  });
});

describe('describing a request for approval', () => {
  it('reads a SUI transfer built by the SDK as its receiver and amount', async () => {
    const json = await suiTransferJson({ from: A, to: B, amount: 1_250_000_000n, gasBudget: 4_000_000n });
    expect(readSuiTransfer(json)).toEqual({ receiver: B, amount: 1_250_000_000n });
    expect(describeSuiRequest({ method: 'sui_signAndExecuteTransaction', params: { transaction: json } })).toEqual({ kind: 'transaction', receiver: B, amount: '1.25', symbol: 'SUI' });
  });

  it('describes any other transaction by its size only, and a message by its text', async () => {
    const tx = new Transaction();
    tx.setSender(A);
    const [a, b] = tx.splitCoins(tx.gas, [1n, 2n]);
    tx.transferObjects([a!, b!], B);
    const json = await tx.toJSON();
    expect(readSuiTransfer(json)).toBeUndefined();
    expect(describeSuiRequest({ method: 'sui_signAndExecuteTransaction', params: { transaction: json } })).toEqual({ kind: 'transaction', dataBytes: new TextEncoder().encode(json).length });
    expect(describeSuiRequest({ method: 'sui_signPersonalMessage', params: { message: 'Hello Sui' } })).toEqual({ kind: 'message', text: 'Hello Sui' });
    expect(describeSuiRequest({ method: 'sui_signPersonalMessage', params: { message: new Uint8Array([0xff, 0x00]) } })).toEqual({ kind: 'message', text: '0xff00', code: true });
  });
});

const signIn = { domain: 'dapp.example', accountAddress: A, chainId: 'sui:mainnet' as const, uri: 'https://dapp.example', version: '1', nonce: 'k3Jd9aPqLm', statement: 'Please sign with your account', issuedAt: '2026-11-28T10:00:00.000Z', expirationTime: '2026-12-05T10:00:00.000Z' };

describe('sign-in (CAIP-122)', () => {
  it('writes the message in the EIP-4361 layout with the Sui header and the CAIP-2 reference', () => {
    expect(formatSuiSignInMessage(signIn)).toBe(
      [
        'dapp.example wants you to sign in with your Sui account:',
        A,
        '',
        'Please sign with your account',
        '',
        'URI: https://dapp.example',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: k3Jd9aPqLm',
        'Issued At: 2026-11-28T10:00:00.000Z',
        'Expiration Time: 2026-12-05T10:00:00.000Z',
      ].join('\n'),
    );
    expect(formatSuiSignInMessage({ ...signIn, statement: undefined, expirationTime: undefined, resources: ['https://dapp.example/terms'] })).toContain('\n\n\nURI: https://dapp.example\n');
  });

  it('verifies a personal-message signature of exactly that message by exactly that address, offline', async () => {
    const keypair = new Ed25519Keypair();
    const address = keypair.toSuiAddress();
    const message = formatSuiSignInMessage({ ...signIn, accountAddress: address });
    const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(message));
    const verify = (input: { message: string; signature: string; address: string }) => suiSiwx.verify!({ ...input, network: suiMainnet }, noTools);
    await expect(verify({ message, signature, address })).resolves.toBe(true);
    await expect(verify({ message, signature, address: address.toUpperCase().replace('0X', '0x') })).resolves.toBe(true);
    await expect(verify({ message: message.replace('Nonce: k3Jd9aPqLm', 'Nonce: k3Jd9aPqLn'), signature, address })).resolves.toBe(false);
    await expect(verify({ message, signature, address: new Ed25519Keypair().toSuiAddress() })).resolves.toBe(false);
    await expect(verify({ message, signature: 'AAAA', address })).resolves.toBe(false);
    await expect(verify({ message, signature, address: '0x2' })).resolves.toBe(false);
    // A transaction signature over the same bytes is not a personal-message signature (another intent).
    const { signature: txSignature } = await keypair.signTransaction(new TextEncoder().encode(message));
    await expect(verify({ message, signature: txSignature, address })).resolves.toBe(false);
  });
});

import { SiwxError, type ChainNamespace, type SIWEConfig, type SIWXConfig, type SIWXSession } from '@latchkey/kernel';

/**
 * Maps the legacy `siweConfig` onto the SIWX contract, so one flow serves both. The chain id its
 * `getSession` reports is read by the namespace's adapter (`chainReference`), as a wallet's is.
 */
export function siweToSiwx(siwe: SIWEConfig, metadataUrl: string, namespaces: { get(namespace: ChainNamespace): { chainReference(chainId: string | number): string | undefined } | undefined }): SIWXConfig {
  return {
    getRequired: () => siwe.required ?? false,
    async createMessage({ accountAddress, chainId }) {
      const nonce = await siwe.getNonce();
      const reference = Number(chainId.split(':')[1]);
      const url = new URL(metadataUrl);
      const data = { accountAddress, chainId, domain: url.host, uri: url.origin, version: '1', nonce };
      return { ...data, serializedMessage: siwe.createMessage({ address: accountAddress, chainId: reference, nonce, domain: data.domain, uri: data.uri, version: '1' }) };
    },
    async addSession(session) {
      if (!(await siwe.verifyMessage({ message: session.message, signature: session.signature }))) throw new SiwxError('Error signing message', { details: 'verifyMessage refused the signature' });
    },
    async revokeSession() {
      await siwe.signOut();
    },
    async setSessions(sessions) {
      if (sessions.length === 0) await siwe.signOut();
    },
    async getSessions(chainId, address): Promise<SIWXSession[]> {
      const s = await siwe.getSession();
      const namespace = chainId.slice(0, chainId.indexOf(':'));
      if (!s || s.address.toLowerCase() !== address.toLowerCase() || namespaces.get(namespace)?.chainReference(s.chainId) !== chainId.slice(namespace.length + 1)) return [];
      return [{ data: { accountAddress: s.address, chainId, domain: '', uri: '', version: '1', nonce: '' }, message: '', signature: '' }];
    },
  };
}

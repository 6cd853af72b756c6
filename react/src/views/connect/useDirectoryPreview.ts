import { useEffect, useState } from 'react';
import type { Kit } from '@latchkey/kernel';
import { FEATURED_COUNT, RECOMMENDED_COUNT, fetchFeatured, fetchWallets, type WalletEntry } from '../../ui/directory/directory';

export interface DirectoryPreview {
  featured: WalletEntry[];
  /** The directory's first (ranked) entries; the caller drops what it already shows. */
  recommended: WalletEntry[];
  /** The directory's total, once known. */
  count: number | undefined;
}

/**
 * What the Connect view shows of the directory: featured wallets and the top of the ranked list
 * (with room to drop ones that are installed or featured), plus the total for 'All Wallets'.
 * Failures leave the parts empty: the directory is an extra, the connectors still work.
 */
export function useDirectoryPreview(kit: Kit, namespace?: string): DirectoryPreview {
  const [preview, setPreview] = useState<DirectoryPreview>({ featured: [], recommended: [], count: undefined });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const quiet = <T>(p: Promise<T>) => p.catch(() => undefined);
    void Promise.all([quiet(fetchFeatured(kit, signal, namespace)), quiet(fetchWallets(kit, { page: 1, entries: FEATURED_COUNT + RECOMMENDED_COUNT * 2, namespace }, signal))]).then(([featured, top]) => {
      if (signal.aborted) return;
      setPreview({ featured: featured?.data ?? [], recommended: top?.data ?? [], count: top?.count });
    });
    return () => controller.abort();
  }, [kit, namespace]);
  return preview;
}

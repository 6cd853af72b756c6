import type { alertsEn } from './alertsEn';

/**
 * The kernel's English strings needed before any alert shows; the alerts' own (SPEC §8) are in
 * `alertsEn.ts`, a chunk fetched with the first alert. Together their keys type every other
 * kernel locale.
 */
export const en = {
  'network.unknown': 'Unknown Network',
} as const;

export type KernelMessageKey = keyof typeof en | keyof typeof alertsEn;

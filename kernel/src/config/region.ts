// Restricted regions (SPEC §9), a chunk of its own: the remote configuration's chunk and, for kits
// that need none, a tiny chunk of its own apply it once start-up has read the visitor's time zone.
import { switchOff, type FeatureDeclarations, type ResolvedFeatures } from './features';

/**
 * SPEC §9 restricted time zones: the flags declared `regionRestricted` (onramp, swaps) are not
 * offered to visitors there. 'Asia/Beijing'
 * is not an IANA zone (Beijing uses Asia/Shanghai) but the SPEC lists it, so it stays.
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Kashgar', 'Asia/Macau', 'Asia/Hong_Kong', 'Asia/Beijing'];
/**
 * Whether the visitor's time zone is restricted: `timeZone` (or the browser's) in `restricted`
 * (or the SPEC list). An unknown time zone is not restricted.
 *
 * @example
 * isRegionRestricted({ timeZone: 'Asia/Shanghai' }); // true
 * isRegionRestricted({ timeZone: 'Asia/Shanghai', restrictedTimeZones: [] }); // false
 */
export function isRegionRestricted(options: { timeZone?: string; restrictedTimeZones?: readonly string[] }): boolean {
  let zone = options.timeZone;
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      zone = undefined;
    }
  }
  return Boolean(zone) && (options.restrictedTimeZones ?? RESTRICTED_TIME_ZONES).includes(zone!);
}

/** The features with every `regionRestricted` flag off when the region is restricted. */
export function restrictRegion(features: ResolvedFeatures, restricted: boolean, flags: FeatureDeclarations): ResolvedFeatures {
  return restricted ? switchOff(features, flags, (flag) => flag.regionRestricted) : features;
}

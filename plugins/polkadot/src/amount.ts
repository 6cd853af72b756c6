// Planck amounts are shown with the kernel's one `formatUnits` and balances floored by its
// `floorDecimals` (SPEC §9: 3 decimals); the plugin's entry still exports both under their names.
export { floorDecimals, formatUnits } from '@latchkey/kernel/units';

// Balances are floored by the kernel's one `floorDecimals` (SPEC §9: 3 decimals, never rounded up
// past what the visitor owns); the plugin's entry still exports it under its name.
export { floorDecimals } from '@latchkey/kernel';

import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { QUIET_ZONE, qrGrid, qrPath } from './qr';
import { modulesOfPath, rasterise } from './raster.testing';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b';

describe('the Receive QR code', () => {
  it.each([EVM, SOL])('of %s scans back to the address, with a light quiet zone all round', (address) => {
    const grid = qrGrid(address);
    const modules = modulesOfPath(qrPath(grid), grid.side);
    expect(modules).toEqual(grid.dark);
    for (let i = 0; i < grid.side; i++) for (let q = 0; q < QUIET_ZONE; q++) expect([modules[q]![i], modules[i]![q], modules[grid.side - 1 - q]![i], modules[i]![grid.side - 1 - q]]).toEqual([false, false, false, false]);
    const { data, width, height } = rasterise(modules, 4);
    expect(jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data).toBe(address);
  });

  it('draws one rectangle per horizontal run', () => {
    expect(qrPath({ side: 2, dark: [[true, true], [false, true]] })).toBe('M0 0h2v1h-2zM1 1h1v1h-1z');
    expect(qrGrid(EVM).side).toBeGreaterThan(21 + 2 * QUIET_ZONE - 1);
  });
});

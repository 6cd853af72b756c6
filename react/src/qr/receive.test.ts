import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { QUIET_ZONE, qrDrawing, qrPath } from './qr';
import { modulesOfPath, rasterise } from './raster.testing';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b';

describe('a QR code of an address (the Receive view)', () => {
  it.each([EVM, SOL])('of %s scans back to the address, with a light quiet zone all round', (address) => {
    const drawing = qrDrawing(address);
    const modules = modulesOfPath(drawing.path, drawing.side);
    for (let i = 0; i < drawing.side; i++) for (let q = 0; q < QUIET_ZONE; q++) expect([modules[q]![i], modules[i]![q], modules[drawing.side - 1 - q]![i], modules[i]![drawing.side - 1 - q]]).toEqual([false, false, false, false]);
    const { data, width, height } = rasterise(modules, 4);
    expect(jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data).toBe(address);
  });

  it('draws one rectangle per horizontal run', () => {
    expect(qrPath({ size: 2, modules: [[true, true], [false, true]] }, 0)).toBe('M0 0h2v1h-2zM1 1h1v1h-1z');
  });
});

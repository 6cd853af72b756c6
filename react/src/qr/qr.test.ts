import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { QUIET_ZONE, qrDrawing, qrMatrix, qrPath } from './qr';
import { modulesOfPath, rasterise } from './raster.testing';

// A real-looking WalletConnect v2 pairing URI: topic, relay protocol, symmetric key, expiry, methods.
const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1735689600&methods=%5Bwc_sessionPropose%5D%2C%5Bwc_authRequest%2Cwc_authBatchRequest%5D';

const withQuietZone = (modules: boolean[][]) => {
  const side = modules.length + 2 * QUIET_ZONE;
  return Array.from({ length: side }, (_, y) => Array.from({ length: side }, (_, x) => modules[y - QUIET_ZONE]?.[x - QUIET_ZONE] === true));
};

describe('QR encoding', () => {
  it('round-trips a wc: URI: encoded, rasterised with its quiet zone, decoded by a standard reader', () => {
    const matrix = qrMatrix(URI);
    const { data, width, height } = rasterise(withQuietZone(matrix.modules), 4);
    const read = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
    expect(read?.data).toBe(URI);
  });

  it('the drawn path, read back as modules, is the same code with a 4-module light margin, and decodes', () => {
    const drawing = qrDrawing(URI);
    const matrix = qrMatrix(URI);
    expect(drawing.side).toBe(matrix.size + 8);
    const modules = modulesOfPath(drawing.path, drawing.side);
    expect(modules).toEqual(withQuietZone(matrix.modules));
    // The quiet zone is light all round.
    for (let i = 0; i < drawing.side; i++) for (const [x, y] of [[i, 0], [i, 3], [0, i], [3, i], [i, drawing.side - 1], [drawing.side - 1, i]] as const) expect(modules[y]![x]).toBe(false);
    const { data, width, height } = rasterise(modules, 3);
    expect(jsQR(data, width, height)?.data).toBe(URI);
  });

  it('uses error correction M or better: a code with 8% of its data modules flipped still decodes', () => {
    const matrix = qrMatrix(URI);
    const damaged = matrix.modules.map((row) => [...row]);
    // Flip a block in the middle (away from the finder patterns): ~8% of the symbol, beyond L's 7%.
    const n = matrix.size;
    const block = Math.floor(Math.sqrt(n * n * 0.08));
    const from = Math.floor((n - block) / 2);
    for (let y = from; y < from + block; y++) for (let x = from; x < from + block; x++) damaged[y]![x] = !damaged[y]![x];
    const { data, width, height } = rasterise(withQuietZone(damaged), 4);
    expect(jsQR(data, width, height)?.data).toBe(URI);
  });

  it('one rectangle per horizontal run of dark modules', () => {
    expect(qrPath({ size: 3, modules: [[true, true, false], [false, false, false], [true, false, true]] }, 0)).toBe('M0 0h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z');
    expect(qrPath({ size: 1, modules: [[true]] })).toBe('M4 4h1v1h-1z');
  });

  it('a fresh URI gives a different code', () => {
    const other = URI.replace('7f6e', '0a1b');
    expect(qrDrawing(other).path).not.toBe(qrDrawing(URI).path);
    const modules = modulesOfPath(qrDrawing(other).path, qrDrawing(other).side);
    const { data, width, height } = rasterise(modules, 3);
    expect(jsQR(data, width, height)?.data).toBe(other);
  });
});

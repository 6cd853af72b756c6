/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import jsQR from 'jsqr';
import { encode } from 'uqr';
import { QrCode } from './index';
import { LOGO_MARGIN, QUIET_ZONE, logoSquares, qrDrawing, qrMatrix, type QrSquare } from './qr';
import { modulesOfPath, rasterise } from './raster.testing';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1735689600&methods=%5Bwc_sessionPropose%5D%2C%5Bwc_authRequest%2Cwc_authBatchRequest%5D';
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TEXTS = [URI, EVM, 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b', 'hi', `https://dapp.example/?q=${'x'.repeat(500)}`];
const WC_MARK = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E%3Crect width='96' height='96' rx='20' fill='%233396FF'/%3E%3C/svg%3E";

const inside = (q: QrSquare, x: number, y: number) => x >= q.x && x < q.x + q.size && y >= q.y && y < q.y + q.size;

/** The drawn modules with the logo square painted as `paint` says (a logo is anything at all to a camera). */
function withLogoPainted(text: string, paint: (x: number, y: number) => boolean) {
  const drawing = qrDrawing(text, { logo: true });
  const modules = modulesOfPath(drawing.path, drawing.side);
  const { logo } = drawing.logo!;
  for (let y = logo.y; y < logo.y + logo.size; y++) for (let x = logo.x; x < logo.x + logo.size; x++) modules[y]![x] = paint(x, y);
  return modules;
}

afterEach(() => cleanup());

describe('a QR code with a logo in its centre', () => {
  it.each(TEXTS.map((t) => [t.slice(0, 24), t]))('%s… scans with the logo area painted solid, or as a pattern', (_short, text) => {
    for (const paint of [() => true, (x: number, y: number) => (x + y) % 2 === 0, (x: number) => x % 3 === 0]) {
      const { data, width, height } = rasterise(withLogoPainted(text, paint), 4);
      expect(jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data).toBe(text);
    }
  });

  it('uses error correction High: the drawing is the level-H code of the text, less the cleared centre', () => {
    for (const text of TEXTS) {
      const drawing = qrDrawing(text, { logo: true });
      const high = encode(text, { ecc: 'H', border: 0 });
      expect(qrMatrix(text, { ecc: 'H' }).modules).toEqual(high.data);
      expect(drawing.side).toBe(high.size + 2 * QUIET_ZONE);
      const drawn = modulesOfPath(drawing.path, drawing.side);
      const { cleared } = drawing.logo!;
      for (let y = 0; y < high.size; y++)
        for (let x = 0; x < high.size; x++) expect(drawn[y + QUIET_ZONE]![x + QUIET_ZONE]).toBe(inside(cleared, x + QUIET_ZONE, y + QUIET_ZONE) ? false : high.data[y]![x]);
    }
  });

  it('at level M the same logo would make an address unreadable (why the level is raised)', () => {
    const medium = encode(EVM, { ecc: 'M', border: 0 });
    const { logo, cleared } = logoSquares(medium.size);
    // Cleared as qrDrawing clears it, the logo painted solid.
    const at = (x: number, y: number) => (inside(logo, x, y) ? true : inside(cleared, x, y) ? false : medium.data[y]?.[x] === true);
    const modules = Array.from({ length: medium.size + 2 * QUIET_ZONE }, (_, y) => Array.from({ length: medium.size + 2 * QUIET_ZONE }, (_, x) => at(x - QUIET_ZONE, y - QUIET_ZONE)));
    const { data, width, height } = rasterise(modules, 4);
    expect(jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data).not.toBe(EVM);
  });

  it('the cleared centre is at most 20% of the symbol, in its middle, with a light margin of one module around the logo', () => {
    for (const text of TEXTS) {
      const drawing = qrDrawing(text, { logo: true });
      const size = drawing.side - 2 * QUIET_ZONE;
      const { logo, cleared } = drawing.logo!;
      expect(cleared.size ** 2 / size ** 2).toBeLessThanOrEqual(0.2);
      expect(cleared.size ** 2 / size ** 2).toBeGreaterThan(0.05);
      expect(cleared.x - QUIET_ZONE).toBe(size - (cleared.x - QUIET_ZONE) - cleared.size);
      expect(logo).toEqual({ x: cleared.x + LOGO_MARGIN, y: cleared.y + LOGO_MARGIN, size: cleared.size - 2 * LOGO_MARGIN });
      const drawn = modulesOfPath(drawing.path, drawing.side);
      for (let y = cleared.y; y < cleared.y + cleared.size; y++) for (let x = cleared.x; x < cleared.x + cleared.size; x++) expect(drawn[y]![x]).toBe(false);
    }
  });

  it('without a logo the code is unchanged (level M, nothing cleared)', () => {
    const plain = qrDrawing(URI);
    expect(plain.logo).toBeUndefined();
    expect(modulesOfPath(plain.path, plain.side).slice(QUIET_ZONE, -QUIET_ZONE).map((r) => r.slice(QUIET_ZONE, -QUIET_ZONE))).toEqual(qrMatrix(URI).modules);
  });
});

describe('QrCode with a logo', () => {
  const logoOf = (container: HTMLElement) => container.querySelector('svg.lk-qr image[data-qr-logo]');

  it('draws the logo in the cleared centre, rounded, and the code it draws is the logo drawing', () => {
    const { container } = render(<QrCode value={URI} label="WalletConnect QR code" px={240} logo={WC_MARK} />);
    const svg = container.querySelector('svg.lk-qr')!;
    const drawing = qrDrawing(URI, { logo: true });
    expect(svg.querySelector('path')!.getAttribute('d')).toBe(drawing.path);
    const image = logoOf(container)!;
    expect(image.getAttribute('href')).toBe(WC_MARK);
    const { logo } = drawing.logo!;
    expect(['x', 'y', 'width', 'height'].map((a) => Number(image.getAttribute(a)))).toEqual([logo.x, logo.y, logo.size, logo.size]);
    const clip = image.getAttribute('clip-path')!.match(/^url\(#(.+)\)$/)![1]!;
    expect(svg.querySelector(`clipPath[id="${clip}"] rect`)!.getAttribute('rx')).not.toBeNull();
    expect(svg.querySelector('[style]')).toBeNull();
  });

  it('tries the next logo when one fails to load (the wallet’s image, then the WalletConnect mark)', () => {
    const { container } = render(<QrCode value={URI} label="QR" px={240} logo={['https://wallet.example/logo.png', WC_MARK]} />);
    expect(logoOf(container)!.getAttribute('href')).toBe('https://wallet.example/logo.png');
    fireEvent.error(logoOf(container)!);
    expect(logoOf(container)!.getAttribute('href')).toBe(WC_MARK);
    fireEvent.error(logoOf(container)!);
    // None left: the centre stays light, the code still the one with room for a logo.
    expect(logoOf(container)).toBeNull();
    expect(container.querySelector('path')!.getAttribute('d')).toBe(qrDrawing(URI, { logo: true }).path);
  });

  it('draws no logo from an unsafe source (and then needs no room for one)', () => {
    const { container } = render(<QrCode value={URI} label="QR" px={240} logo={['javascript:alert(1)', 'http://wallet.example/logo.png', undefined]} />);
    expect(logoOf(container)).toBeNull();
    expect(container.querySelector('path')!.getAttribute('d')).toBe(qrDrawing(URI).path);
  });

  it('without a logo draws what it drew before', () => {
    const { container } = render(<QrCode value={EVM} label="QR" px={196} />);
    expect(logoOf(container)).toBeNull();
    expect(container.querySelector('path')!.getAttribute('d')).toBe(qrDrawing(EVM).path);
  });
});

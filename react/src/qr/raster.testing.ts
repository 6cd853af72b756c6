// Test support (nothing in the package imports it): turns a QR drawing back into pixels a QR
// reader can decode, so tests prove the code scans rather than how it is drawn.

/** Pixels of a module matrix (`true` dark), `scale` pixels a module, as RGBA: what `jsqr` reads. */
export function rasterise(modules: readonly (readonly boolean[])[], scale = 4): { data: Uint8ClampedArray; width: number; height: number } {
  const side = modules.length;
  const width = side * scale;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      const dark = modules[Math.floor(py / scale)]?.[Math.floor(px / scale)] === true;
      const i = (py * width + px) * 4;
      const v = dark ? 0 : 255;
      data[i] = v;
      data[i + 1] = v;
      data[i + 2] = v;
      data[i + 3] = 255;
    }
  }
  return { data, width, height: width };
}

/**
 * The modules an SVG path of `M x y h w v1 h -w z` rectangles paints on a `side`-module square
 * (light where nothing is painted): the inverse of `qrPath`, read from what the view rendered.
 */
export function modulesOfPath(path: string, side: number): boolean[][] {
  const modules = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  const run = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/g;
  let consumed = 0;
  for (const m of path.matchAll(run)) {
    if (m.index !== consumed) throw new Error(`unexpected path data at ${consumed}: ${path.slice(consumed, consumed + 20)}`);
    consumed += m[0].length;
    const [x, y, w, back] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    if (w !== back || w < 1) throw new Error(`not a closed run: ${m[0]}`);
    for (let i = 0; i < w; i++) modules[y]![x + i] = true;
  }
  if (consumed !== path.length) throw new Error(`unexpected path data at ${consumed}`);
  return modules;
}

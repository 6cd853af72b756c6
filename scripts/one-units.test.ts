// Issue 24: one formatUnits, and no ERC-20 call hand-encoded here and there. Token amounts are
// converted by the kernel's formatUnits / parseUnits / floorDecimals (kernel/src/units.ts) and by
// nothing else: a package may re-export them, or wrap one in a single call that only sets a default
// (solana's `formatUnits(lamports)`), but not carry a second implementation. ERC-20 call data is
// built by the eip155 plugin's encoder (plugins/eip155/src/calls, `@latchkey/eip155/calls`), the
// only source that spells the selectors. Tests and test doubles (*.test.*, src/test/, *.testing.*,
// the test harness) may write call data by hand: they check the encoder from outside.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SELECTORS } from '../plugins/eip155/src/calls/erc20';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Everything outside the kernel but the test harness (test doubles by nature). */
const FOLDERS = ['plugins', 'react', 'presets', 'examples', 'testing', 'bench', 'docs', 'scripts'];
const SOURCE = /\.[cm]?[jt]sx?$/;
const TEST_ONLY = [/\.(?:test|spec)\.[cm]?[jt]sx?$/, /(?:^|\/)src\/test\//, /\.testing\.[cm]?[jt]sx?$/, /(?:^|\/)dist\//];
const CALLS_FOLDER = 'plugins/eip155/src/calls/';

const UNIT_FUNCTIONS = ['formatUnits', 'parseUnits', 'floorDecimals'] as const;
/** The selectors of the ERC-20 calls (and the ERC-721 approval) the kit builds or reads. */
const ERC20_SELECTORS = ['a9059cbb', '23b872dd', '095ea7b3', '39509351', 'a22cb465', '70a08231', 'dd62ed3e', '95d89b41', '06fdde03', '313ce567'];

/**
 * Where `text` defines `name`: a function declaration, a variable bound to a function or arrow, or
 * a method (`name(a, b) {`). Each hit is the rest of the line from the definition on.
 */
function definitions(text: string, name: string): string[] {
  const forms = [
    new RegExp(`\\bfunction\\s*\\*?\\s*${name}\\s*[<(][^\\n]*`, 'g'),
    new RegExp(`\\b(?:const|let|var)\\s+${name}\\s*(?::[^=\\n]+)?=(?!=)[^\\n]*`, 'g'),
    new RegExp(`^[ \\t]*(?:(?:public|private|protected|static|async)\\s+)*${name}\\s*\\([^)\\n]*\\)\\s*(?::[^{\\n]+)?\\{[^\\n]*`, 'gm'),
  ];
  return forms.flatMap((re) => text.match(re) ?? []);
}

/**
 * A definition of a unit function that is only the kernel's under a default: the file imports it
 * from '@latchkey/kernel/units' under another name, and the definition's one line calls that name.
 */
function isKernelWrapper(text: string, name: string, definition: string): boolean {
  const imports = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@latchkey\/kernel\/units'/g)].flatMap((m) => m[1]!.split(','));
  const alias = imports.map((s) => s.trim().match(new RegExp(`^${name}\\s+as\\s+(\\w+)$`))?.[1]).find(Boolean);
  return alias !== undefined && new RegExp(`=>\\s*${alias}\\(|return\\s+${alias}\\(`).test(definition);
}

/** The unit functions a file defines on its own (not counting thin wrappers of the kernel's). */
function ownUnitFunctions(text: string): string[] {
  return UNIT_FUNCTIONS.filter((name) => definitions(text, name).some((d) => !isKernelWrapper(text, name, d)));
}

/** The ERC-20 selectors a line spells (after a non-hex character: `'0x…'`, `/^0x…/`, `\`0x…${`). */
function selectorsIn(line: string): string[] {
  return ERC20_SELECTORS.filter((s) => new RegExp(`(?<![0-9a-f])${s}`, 'i').test(line));
}

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...FOLDERS], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((f) => f && SOURCE.test(f) && !TEST_ONLY.some((re) => re.test(f)));
}

function read(file: string): string | undefined {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined; // deleted in the work tree, not yet in git
  }
}

describe('one formatUnits and one ERC-20 encoder (issue 24)', () => {
  it('recognises a second implementation and a hand-written selector, and lets re-exports, calls and wrappers be', () => {
    const implementations = [
      'export function formatUnits(value: bigint, decimals: number): string {',
      'function floorDecimals(amount: string, decimals = 3): string {',
      'export const parseUnits = (amount: string, decimals: number): bigint | undefined => {',
      'const formatUnits = function (v: bigint, d: number) {',
      '  formatUnits(value: bigint, decimals: number): string {',
    ];
    for (const text of implementations) expect(ownUnitFunctions(text), text).not.toEqual([]);
    const fine = [
      "export { floorDecimals, formatUnits } from '@latchkey/kernel/units';",
      "import { formatUnits } from '@latchkey/kernel/units';\nconst shown = formatUnits(1n, 6);",
      "import { formatUnits as kernelFormatUnits } from '@latchkey/kernel/units';\nexport const formatUnits = (value: bigint, decimals: number = SOL_DECIMALS): string => kernelFormatUnits(value, decimals);",
      "  const { formatUnits } = await import('viem');",
      'const balance = floorDecimals(formatUnits(BigInt(raw), 18));',
    ];
    for (const text of fine) expect(ownUnitFunctions(text), text).toEqual([]);
    // A wrapper of someone else's function is an implementation as far as this rule goes.
    expect(ownUnitFunctions("import { formatUnits as viemFormat } from 'viem';\nexport const formatUnits = (v: bigint, d = 9) => viemFormat(v, d);")).toEqual(['formatUnits']);

    for (const line of ["const BALANCE_OF = '0x70a08231';", 'const TRANSFER_CALL = /^0xa9059cbb0{24}([0-9a-fA-F]{40})$/;', 'data: `0x095ea7b3${word(spender)}`', "const DECIMALS = '0x313CE567';", "allowance: '0xdd62ed3e'"]) {
      expect(selectorsIn(line), line).not.toEqual([]);
    }
    for (const line of ['data: encodeBalanceOf(owner)', "const hash = '0xffa9059cbb00';", "'0x1234'"]) expect(selectorsIn(line), line).toEqual([]);
  });

  it('spells every selector it looks for in the encoder', () => {
    expect(Object.values(SELECTORS).map((s) => s.slice(2)).sort()).toEqual([...ERC20_SELECTORS].sort());
  });

  it('finds no formatUnits / parseUnits / floorDecimals of its own in any package outside the kernel', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const file of files) {
      const text = read(file);
      if (text !== undefined) for (const name of ownUnitFunctions(text)) hits.push(`${file}: ${name}`);
    }
    expect(hits).toEqual([]);
  });

  it('finds no hand-written ERC-20 selector outside the eip155 plugin’s calls module', () => {
    const files = sourceFiles().filter((f) => !f.startsWith(CALLS_FOLDER));
    const hits: string[] = [];
    for (const file of files) {
      read(file)
        ?.split('\n')
        .forEach((line, i) => {
          const found = selectorsIn(line);
          if (found.length) hits.push(`${file}:${i + 1}: ${found.join(', ')}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(hits).toEqual([]);
  });
});

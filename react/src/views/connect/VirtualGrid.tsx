import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** Fixed row height in px (matches `.lk-vgrid` grid-auto-rows): visibility is plain arithmetic, no measuring per row. */
export const ROW_HEIGHT = 104;
export const COLUMNS = 3;
/** Used while the container has no layout yet (first paint, jsdom). Matches `.lk-vscroll` height. */
export const DEFAULT_VIEWPORT = 360;
const OVERSCAN_ROWS = 1;
/** Ask for the next page when this many rows or fewer remain below the viewport. */
const LOAD_AHEAD_ROWS = 3;

export interface VirtualGridProps<T> {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** Total the server reports (for aria-setsize); -1 when unknown. */
  setSize: number;
  getKey: (item: T) => string;
  /** One focusable control per item (the tile). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Called when the visible rows come near the end; the caller decides whether more exist. */
  onNearEnd?: () => void;
  /** Test seam and override of the viewport height. */
  viewportHeight?: number;
}

/**
 * A windowed grid of tiles, 3 per row (room for a 24-character name on two lines), in a fixed-height scroll container: only the visible rows
 * plus one row of overscan are in the DOM, so 600+ wallets stay cheap. Keyboard: Tab moves tile
 * to tile (the focused tile is scrolled into view, which renders its neighbours); arrow keys,
 * Home and End move through the grid.
 */
export function VirtualGrid<T>({ items, label, setSize, getKey, renderItem, onNearEnd, viewportHeight }: VirtualGridProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [measured, setMeasured] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const height = viewportHeight ?? (measured || DEFAULT_VIEWPORT);
  const rows = Math.ceil(items.length / COLUMNS);
  // A browser clamps scrollTop to the content; a list that just shrank (a search) or a test may not.
  const top = Math.min(scrollTop, Math.max(0, rows * ROW_HEIGHT - height));
  const firstRow = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN_ROWS);
  const lastRow = Math.min(rows - 1, Math.ceil((top + height) / ROW_HEIGHT) - 1 + OVERSCAN_ROWS);
  const start = firstRow * COLUMNS;
  const end = Math.min(items.length, (lastRow + 1) * COLUMNS);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const measure = () => setMeasured(el.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Near the end (by scrolling, by keyboard, or because a page is shorter than the viewport): ask for more.
  const nearEnd = rows > 0 && lastRow >= rows - 1 - LOAD_AHEAD_ROWS;
  const latestNearEnd = useRef(onNearEnd);
  latestNearEnd.current = onNearEnd;
  useLayoutEffect(() => {
    if (nearEnd) latestNearEnd.current?.();
  }, [nearEnd, items.length]);

  /** Scrolls so that item `index` is fully visible; updates the window at once (no wait for the scroll event). */
  const reveal = useCallback(
    (index: number) => {
      const el = scrollRef.current;
      if (!el) return;
      const row = Math.floor(index / COLUMNS);
      const rowTop = row * ROW_HEIGHT;
      let next = el.scrollTop;
      if (rowTop < next) next = rowTop;
      else if (rowTop + ROW_HEIGHT > next + height) next = rowTop + ROW_HEIGHT - height;
      if (next !== el.scrollTop) el.scrollTop = next;
      setScrollTop(next);
    },
    [height],
  );

  // Keyboard moves to a tile that may not be rendered yet: focus it once it is.
  useLayoutEffect(() => {
    const i = pendingFocus.current;
    if (i === null) return;
    const target = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${i}"] button, [data-index="${i}"] a`);
    if (target) {
      pendingFocus.current = null;
      target.focus();
    }
  });

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const li = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!li || items.length === 0) return;
    const i = Number(li.dataset.index);
    const rtl = getComputedStyle(li).direction === 'rtl';
    const moves: Record<string, number> = { ArrowDown: i + COLUMNS, ArrowUp: i - COLUMNS, ArrowRight: rtl ? i - 1 : i + 1, ArrowLeft: rtl ? i + 1 : i - 1, Home: 0, End: items.length - 1 };
    const to = moves[e.key];
    if (to === undefined || to < 0 || to >= items.length || to === i) return;
    e.preventDefault();
    reveal(to);
    const rendered = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${to}"] button, [data-index="${to}"] a`);
    if (rendered) rendered.focus();
    else pendingFocus.current = to;
  };

  return (
    <div ref={scrollRef} className="lk-vscroll" onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}>
      <ul
        className="lk-vgrid"
        aria-label={label}
        style={{ height: rows * ROW_HEIGHT, paddingTop: firstRow * ROW_HEIGHT }}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          const li = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
          if (li) reveal(Number(li.dataset.index));
        }}
      >
        {items.slice(start, end).map((item, k) => (
          <li key={getKey(item)} data-index={start + k} aria-posinset={start + k + 1} aria-setsize={setSize}>
            {renderItem(item, start + k)}
          </li>
        ))}
      </ul>
    </div>
  );
}

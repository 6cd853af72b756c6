/** The kit's own timeouts, all cleared when it is destroyed. */
export function createTimers() {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    later(fn: () => void, ms: number) {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms);
      timers.add(t);
    },
    clear() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

/**
 * Browser APIs jsdom lacks that the UI library measures with (Radix's tooltip and popover
 * position themselves with ResizeObserver). Nothing is measured in jsdom, so observing does nothing.
 */
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoResizeObserver });
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
}

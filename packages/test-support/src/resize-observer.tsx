/**
 * jsdom has no ResizeObserver; Radix radio buttons inside a <form> measure themselves with it.
 * Import this in a test file that renders one.
 */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

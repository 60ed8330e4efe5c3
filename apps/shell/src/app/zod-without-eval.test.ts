describe('zod without eval', () => {
  beforeEach(() => {
    jest.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  });

  it('turns zod jitless when set before zod loads', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('turns zod jitless when zod (a remote copy) loaded first', async () => {
    const { config } = await import('zod/v4/core');
    await import('./zod-without-eval');
    expect(config().jitless).toBe(true);
  });

  it('builds object schemas without ever calling Function', async () => {
    await import('./zod-without-eval');
    const original = globalThis.Function;
    const probe = jest.fn();
    globalThis.Function = new Proxy(original, { construct: (...args) => (probe(), Reflect.construct(...args)), apply: (...args) => (probe(), Reflect.apply(...args)) });
    try {
      const { z } = await import('zod');
      expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    } finally {
      globalThis.Function = original;
    }
    expect(probe).not.toHaveBeenCalled();
  });
});

import { EARLY_BUFFER_LIMIT, EarlyErrorBuffer } from './early-buffer';

describe('EarlyErrorBuffer', () => {
  it('hands back what it held, oldest first, with each context, and only once', () => {
    const buffer = new EarlyErrorBuffer();
    const first = new Error('first');
    const second = new Error('second');
    buffer.add({ error: first, context: { mfe: 'booking', tags: { area: 'checkout' } }, handled: true });
    buffer.add({ error: second, context: {}, handled: false, source: 'onunhandledrejection' });

    expect(buffer.drain()).toEqual({
      reports: [
        { error: first, context: { mfe: 'booking', tags: { area: 'checkout' } }, handled: true },
        { error: second, context: {}, handled: false, source: 'onunhandledrejection' },
      ],
      dropped: 0,
    });
    expect(buffer.drain()).toEqual({ reports: [], dropped: 0 });
  });

  it('keeps an error seen by two handlers once (the first report wins)', () => {
    const buffer = new EarlyErrorBuffer();
    const error = new Error('seen twice');
    buffer.add({ error, context: { mfe: 'market' }, handled: true });
    buffer.add({ error, context: {}, handled: false, source: 'onerror' });
    expect(buffer.drain().reports).toEqual([{ error, context: { mfe: 'market' }, handled: true }]);
  });

  it('keeps primitive rejections, which have no identity, each time', () => {
    const buffer = new EarlyErrorBuffer();
    buffer.add({ error: 'timeout', context: {}, handled: false });
    buffer.add({ error: 'timeout', context: {}, handled: false });
    expect(buffer.drain().reports).toHaveLength(2);
  });

  it('stops holding at its limit and counts what it dropped', () => {
    const buffer = new EarlyErrorBuffer();
    for (let i = 0; i < EARLY_BUFFER_LIMIT + 3; i += 1) buffer.add({ error: new Error(`loop ${i}`), context: {}, handled: false });
    const { reports, dropped } = buffer.drain();
    expect(reports).toHaveLength(EARLY_BUFFER_LIMIT);
    expect((reports[0]?.error as Error).message).toBe('loop 0');
    expect(dropped).toBe(3);
  });
});

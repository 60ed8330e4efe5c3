import { fireEvent } from '@testing-library/react';
import { prefetchRemotesOnIntent, prepareRemotesOnEngagement } from './prefetch';

describe('prefetchRemotesOnIntent', () => {
  let stop: () => void;
  const load = jest.fn(async () => undefined);

  beforeEach(() => {
    load.mockClear();
    document.body.innerHTML = `
      <a href="/market/nyc"><span>New York</span></a>
      <a href="/terms">Terms</a>
      <a href="https://elsewhere.example/market/x">Elsewhere</a>`;
    stop = prefetchRemotesOnIntent(load);
  });

  afterEach(() => stop());

  it('loads the remote behind a link the pointer moves over, even from a child element', () => {
    fireEvent.pointerOver(document.querySelector('span') as Element);
    expect(load).toHaveBeenCalledWith('market');
  });

  it('loads on keyboard focus too', () => {
    fireEvent.focusIn(document.querySelector('a[href="/market/nyc"]') as Element);
    expect(load).toHaveBeenCalledWith('market');
  });

  it('ignores shell links and other sites', () => {
    fireEvent.pointerOver(document.querySelector('a[href="/terms"]') as Element);
    fireEvent.pointerOver(document.querySelector('a[href^="https"]') as Element);
    expect(load).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    stop();
    fireEvent.pointerOver(document.querySelector('span') as Element);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('prepareRemotesOnEngagement', () => {
  const prepare = jest.fn();
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    prepare.mockClear();
    stop = prepareRemotesOnEngagement(prepare);
  });

  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('does nothing for a visitor who has not engaged, however long the page stays open', () => {
    jest.advanceTimersByTime(60_000);
    expect(prepare).not.toHaveBeenCalled();
  });

  it.each([
    ['a mouse moving', () => fireEvent.pointerMove(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['a scroll', () => fireEvent.scroll(window)],
  ])('fetches the runtime once, at the next quiet moment after %s', (_reason, engage) => {
    engage();
    expect(prepare).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(prepare).toHaveBeenCalledTimes(1);
    fireEvent.pointerMove(document.body);
    jest.runOnlyPendingTimers();
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});

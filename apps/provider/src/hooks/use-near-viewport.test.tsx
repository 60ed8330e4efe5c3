import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function Probe({ settled = true }: { settled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, settled);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('is true at once without IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('watches once what is above has settled, turns true when the element comes near the viewport, and stops watching', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; margin?: string; disconnect: jest.Mock }> = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      disconnect = jest.fn();
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin, disconnect: this.disconnect });
      }
      observe() {}
    };
    const { rerender } = render(<Probe settled={false} />);
    expect(observers).toEqual([]);
    rerender(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = observers;
    expect(observer?.margin).toBe('200px');
    act(() => observer?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer?.disconnect).toHaveBeenCalled();
  });
});

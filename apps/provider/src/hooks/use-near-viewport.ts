import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` of the viewport, and from then on: what is below the
 * fold loads as the visitor scrolls towards it, not with the page. Watched from when `settled`
 * (what is above it has its final height: until then its place is not known). True at once
 * where there is no IntersectionObserver (nothing to wait for).
 */
export function useNearViewport(ref: RefObject<Element | null>, settled = true, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !settled || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, settled, ref, margin]);
  return near;
}

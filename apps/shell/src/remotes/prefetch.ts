import { ENGAGEMENT_EVENTS } from '@marketplace/error-reporting';
import type { RemoteName } from '../app/runtime-config';
import { remoteForPath } from './remote-mounts';

/**
 * Starts loading a remote as soon as the visitor shows intent to go there (pointer over, focus
 * on, or touch of a link to one of its routes), so the click finds it ready. Nothing is fetched
 * for remotes the visitor never heads for.
 */
export function prefetchRemotesOnIntent(load: (name: RemoteName) => Promise<unknown>, root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const remote = remoteForPath(link.pathname);
    if (remote) load(remote).catch(() => undefined); // a failure shows when the route is visited
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent);
  };
}

/**
 * Fetches the federation runtime (not any remote) at the browser's first quiet moment after the
 * visitor first engages with the page, as error reporting fetches its SDK: a visitor who only
 * reads the page never downloads it, one who reaches for a link finds it there.
 */
export function prepareRemotesOnEngagement(prepare: () => void, target: Window = window): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of ENGAGEMENT_EVENTS) target.removeEventListener(type, onEngaged, options);
  };
  const onEngaged = () => {
    stop();
    const idle = target.requestIdleCallback?.bind(target);
    if (idle) idle(prepare, { timeout: 2000 });
    else target.setTimeout(prepare, 1);
  };
  for (const type of ENGAGEMENT_EVENTS) target.addEventListener(type, onEngaged, options);
  return stop;
}

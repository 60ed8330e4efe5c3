import { EarlyErrorBuffer, type PendingReport } from './early-buffer';
import type * as SdkModule from './sdk';

/** The lazily loaded SDK module (see sdk.ts): only its type is imported here. */
export type Sdk = typeof SdkModule;

/**
 * Where reports go. `waiting`: nobody has started reporting yet; `loading`: a DSN is set and the
 * SDK is on its way; in both, reports are buffered. `on`: the SDK sends them. `off`: no DSN, or
 * the SDK could not be loaded; reports are only logged.
 */
type Phase = 'waiting' | 'loading' | 'on' | 'off';

let phase: Phase = 'waiting';
let sdk: Sdk | undefined;
const buffer = new EarlyErrorBuffer();
const sdkListeners = new Set<() => void>();
const heldListeners = new Set<() => void>();
let held = false;

/** Sends a report, or holds it until the SDK has started. */
export function deliver(report: PendingReport): void {
  if (phase === 'on' && sdk) sdk.capture(report);
  else if (phase !== 'off') {
    buffer.add(report);
    held = true;
    for (const listener of heldListeners) listener();
  }
}

/**
 * Calls `listener` once an error is held for the SDK (in a microtask if one already is): an
 * error is a reason to fetch the SDK without waiting for the visitor.
 */
export function onErrorHeld(listener: () => void): () => void {
  if (held) {
    queueMicrotask(listener);
    return () => undefined;
  }
  heldListeners.add(listener);
  return () => heldListeners.delete(listener);
}

/** True until the SDK's own window handlers are installed (they report uncaught errors then). */
export function buffersUncaughtErrors(): boolean {
  return phase === 'waiting' || phase === 'loading';
}

export function markLoading(): void {
  phase = 'loading';
}

/** No reporting on this page: what was held is dropped (it was logged already). */
export function markOff(): void {
  phase = 'off';
  buffer.drain();
}

/** The SDK is initialised: what was held is sent, once, in the order it happened. */
export function markStarted(started: Sdk): void {
  sdk = started;
  phase = 'on';
  const { reports, dropped } = buffer.drain();
  for (const report of reports) started.capture(report);
  if (dropped > 0) console.warn(`${dropped} errors thrown before error reporting started were not sent.`);
  for (const listener of sdkListeners) listener();
}

/** The started SDK, for the route tracing that appears once it is there. */
export function startedSdk(): Sdk | undefined {
  return sdk;
}

export function onSdkStarted(listener: () => void): () => void {
  sdkListeners.add(listener);
  return () => sdkListeners.delete(listener);
}

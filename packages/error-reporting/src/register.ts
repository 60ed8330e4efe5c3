import type { MicroFrontend } from './micro-frontends';
import { registry } from './state';

/** Called by the shell when it loads a remote, so the remote's errors carry its name and release. */
export function registerMicroFrontend(mfe: MicroFrontend): void {
  registry.register(mfe);
}

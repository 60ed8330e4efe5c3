import { startSite } from '../../scripts/lib/site.mjs';
import { sitePorts } from './ports';

/** Starts the shell and the three remotes from their production builds for the whole run. */
export default async function globalSetup() {
  const site = await startSite({ ports: sitePorts, quiet: true });
  return async () => {
    await site.stop();
  };
}

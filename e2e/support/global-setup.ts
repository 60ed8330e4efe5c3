import { startSite } from '../../scripts/lib/site.mjs';
import { sitePorts } from './ports';

/**
 * Every spec signs its new customers up (and types their codes) from the same loopback address,
 * more than a real address may (the limits themselves are proven by the API's rate-limit tests).
 */
const apiEnv = { RATE_LIMIT_SIGNUP_PER_ADDRESS: '500/3600', RATE_LIMIT_VERIFY_EMAIL_PER_ADDRESS: '500/900' };

/** Starts the shell and the three remotes from their production builds for the whole run. */
export default async function globalSetup() {
  const site = await startSite({ ports: sitePorts, quiet: true, apiEnv });
  return async () => {
    await site.stop();
  };
}

import path from 'node:path';

/** The release store: RELEASES_DIR, else `releases/` at the repository's root (kept out of git). */
export function defaultReleasesDir(env: NodeJS.ProcessEnv, repositoryRoot: string): string {
  const configured = env.RELEASES_DIR?.trim();
  return configured ? path.resolve(configured) : path.join(repositoryRoot, 'releases');
}

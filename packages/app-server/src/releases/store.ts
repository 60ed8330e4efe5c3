import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHANNELS_FOLDER, channelSchema, emptyChannel, RELEASE_RECORD_FILE, releaseRecordSchema, versionNumber, type Channel, type ReleaseRecord } from './records';

const LOCK_WAIT_MS = 5_000;

function readValid<T>(file: string, parse: (value: unknown) => { success: true; data: T } | { success: false }, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${what} (${file}) cannot be read as JSON.`);
  }
  const parsed = parse(value);
  if (!parsed.success) throw new Error(`${what} (${file}) is not valid.`);
  return parsed.data;
}

/** Writes a whole file or nothing: readers (the remote's server, a CDN sync) never see half of it. */
function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The release store on disk (RELEASES_DIR; docs/deploy.md): `<remote>/<version>/` folders that
 * are written once, under a temporary name renamed into place, and never changed; and
 * `<remote>/channels/<environment>.json`, changed only under a lock so that two commands at
 * once cannot lose each other's step.
 */
export function openReleaseStore(dir: string, { lockWaitMs = LOCK_WAIT_MS }: { lockWaitMs?: number } = {}) {
  const remoteDir = (remote: string) => path.join(dir, remote);
  const channelFile = (remote: string, environment: string) => path.join(remoteDir(remote), CHANNELS_FOLDER, `${environment}.json`);

  function versions(remote: string): string[] {
    if (!existsSync(remoteDir(remote))) return [];
    return readdirSync(remoteDir(remote))
      .filter((entry) => /^v[1-9][0-9]*$/.test(entry) && existsSync(path.join(remoteDir(remote), entry, RELEASE_RECORD_FILE)))
      .sort((a, b) => versionNumber(a) - versionNumber(b));
  }

  function record(remote: string, version: string): ReleaseRecord {
    const file = path.join(remoteDir(remote), version, RELEASE_RECORD_FILE);
    if (!existsSync(file)) throw new Error(`${remote} has no version ${version} in ${dir} (it has ${versions(remote).join(', ') || 'none'}).`);
    return readValid(file, (value) => releaseRecordSchema.safeParse(value), `The release record of ${remote} ${version}`);
  }

  function channel(remote: string, environment: string, now: Date): Channel {
    const file = channelFile(remote, environment);
    if (!existsSync(file)) return emptyChannel(remote, environment, now);
    return readValid(file, (value) => channelSchema.safeParse(value), `The ${environment} channel of ${remote}`);
  }

  /** Reads the channel, applies `step`, writes the result; the step sees no other command's change. */
  function updateChannel<R extends { channel: Channel }>(remote: string, environment: string, now: Date, step: (current: Channel) => R): R {
    const file = channelFile(remote, environment);
    mkdirSync(path.dirname(file), { recursive: true });
    const lock = `${file}.lock`;
    const deadline = Date.now() + lockWaitMs;
    let handle: number | undefined;
    while (handle === undefined) {
      try {
        handle = openSync(lock, 'wx');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (Date.now() > deadline) throw new Error(`Another release command holds ${lock}; if none is running, delete that file.`, { cause: error });
        sleep(50);
      }
    }
    try {
      const result = step(channel(remote, environment, now));
      writeAtomically(file, `${JSON.stringify(result.channel, null, 2)}\n`);
      return result;
    } finally {
      closeSync(handle);
      unlinkSync(lock);
    }
  }

  /**
   * Copies a built remote into the store as its next version (v1, v2, …) with the record
   * `describe` gives for that version; returns the version. The copy is complete before it
   * gets its name, and a name already taken (another publish at once) is never written over.
   */
  function publish(remote: string, builtDir: string, describe: (version: string) => ReleaseRecord): string {
    mkdirSync(remoteDir(remote), { recursive: true });
    const incoming = path.join(remoteDir(remote), `.incoming-${randomBytes(6).toString('hex')}`);
    try {
      cpSync(builtDir, incoming, { recursive: true, filter: (source) => path.basename(source) !== RELEASE_RECORD_FILE });
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const latest = versions(remote).at(-1);
        const version = `v${(latest ? versionNumber(latest) : 0) + 1 + attempt}`;
        const target = path.join(remoteDir(remote), version);
        if (existsSync(target)) continue;
        writeFileSync(path.join(incoming, RELEASE_RECORD_FILE), `${JSON.stringify(describe(version), null, 2)}\n`);
        try {
          renameSync(incoming, target);
          return version;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw error;
        }
      }
      throw new Error(`Could not find a free version name for ${remote} in ${dir}.`);
    } finally {
      rmSync(incoming, { recursive: true, force: true });
    }
  }

  return { dir, versions, record, channel, updateChannel, publish, channelFile };
}

export type ReleaseStore = ReturnType<typeof openReleaseStore>;

import { AppError } from '../../http/app-error';

/** How many hashes may run at once, and how many may wait for a place. */
export interface HashGateLimits {
  concurrency: number;
  queue: number;
}

export interface HashGate {
  /** Runs `work` when a place is free; refuses at once (503) when the queue is full too. */
  run<T>(work: () => Promise<T>): Promise<T>;
  load(): { running: number; waiting: number };
}

/** A hash takes ~0.1 s and the queue is a few per place: a second is plenty to find room. */
const RETRY_AFTER_SECONDS = 1;

/**
 * A semaphore with a short queue. argon2id costs 64 MiB and a thread of libuv's pool per hash:
 * a burst of logins must wait for a place or be told to come back, never pile up in memory
 * (docs/security.md, "Logins under load").
 */
export function createHashGate(limits: HashGateLimits): HashGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished task hands its place straight to the next in line, so `running` never drops below
  // what is really running and no newcomer can slip in ahead of the queue.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running < limits.concurrency) running += 1;
      else if (waiting.length < limits.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw AppError.busy(RETRY_AFTER_SECONDS);
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

/**
 * One gate per process, like the thread pool it protects: every hash and check goes through it
 * (sign-up, login, password change, the seed). `buildApp` sizes it from the config.
 */
let gate = createHashGate({ concurrency: 4, queue: 16 });

export function passwordHashGate(): HashGate {
  return gate;
}

export function limitPasswordHashing(limits: HashGateLimits): void {
  gate = createHashGate(limits);
}

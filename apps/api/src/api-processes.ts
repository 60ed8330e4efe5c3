import cluster, { type Worker } from 'node:cluster';

/** A process that dies this soon after it started listening is crash-looping: stop instead of refork. */
const CRASH_LOOP_MS = 5_000;
/** How long processes get to finish their requests after SIGTERM before they are killed. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Forks `count` API processes (this same program, as cluster workers) that all listen on one
 * port: node's cluster hands each new connection to the next process in turn. Sessions, rate
 * limits and the queue live in PostgreSQL, so any process can answer any request; pg-boss lets
 * many processes work one queue (each message once; maintenance and the cron clock take a lock).
 *
 * A process that fails while starting stops them all (a bad configuration should not loop); one
 * that dies later is replaced. SIGTERM or SIGINT here stops every process, then this one.
 */
export function superviseApiProcesses(count: number): void {
  let stopping = false;
  const listeningSince = new Map<Worker, number>();

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    if (workers.length === 0) process.exit(exitCode);
    let left = workers.length;
    const killer = setTimeout(() => workers.forEach((worker) => worker.process.kill('SIGKILL')), SHUTDOWN_GRACE_MS);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left > 0) return;
        clearTimeout(killer);
        process.exit(exitCode);
      });
      worker.process.kill('SIGTERM');
    }
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', (address) => {
      listeningSince.set(worker, Date.now());
      if (listeningSince.size === count) console.log(`${count} API processes listening on http://${address.address}:${address.port} (PostgreSQL)`);
    });
    worker.once('exit', (code, signal) => {
      const since = listeningSince.get(worker);
      listeningSince.delete(worker);
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (since === undefined || Date.now() - since < CRASH_LOOP_MS) {
        console.error(`An API process (pid ${worker.process.pid}) ended with ${how} ${since === undefined ? 'while starting' : 'just after starting'}: stopping the API.`);
        stopAll(1);
        return;
      }
      console.error(`An API process (pid ${worker.process.pid}) ended with ${how}: starting another.`);
      fork();
    });
  };

  console.log(`starting ${count} API processes (API_PROCESSES=${count})`);
  for (let i = 0; i < count; i += 1) fork();
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
}

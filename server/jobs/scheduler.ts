import type { Logger } from '../http/errors';

export type Job = { name: string; everyMs: number; run: (now: number) => void };

/**
 * Runs periodic jobs (expiry, renewals, cleanup). Jobs are idempotent, so a missed or repeated
 * run is harmless; a failing job is logged and tried again on its next tick.
 */
export function startJobs(jobs: Job[], now: () => number, log: Logger) {
  const runOne = (job: Job) => {
    try {
      job.run(now());
    } catch (error) {
      log.error(`[hub] job ${job.name} failed`, error);
    }
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => runOne(job), job.everyMs);
    timer.unref();
    return timer;
  });
  jobs.forEach(runOne);
  return {
    /** Runs every job now (tests with a controlled clock call this instead of waiting). */
    runAll: () => jobs.forEach(runOne),
    stop: () => timers.forEach(clearInterval),
  };
}

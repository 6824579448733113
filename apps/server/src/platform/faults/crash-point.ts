/**
 * Named places where a crash matters (between two steps that must both happen). The crash tests start a real
 * server with LEDGERPORT_CRASH_AT=<name> (config.ts), and the process kills itself with SIGKILL on reaching that
 * place: no shutdown hooks, no buffered writes flushed, as a power cut or the OOM killer would. Unset in
 * production, where each call is one comparison.
 */
export const CRASH_POINTS = [
  'upload-staged',
  'upload-journaled',
  'upload-published',
  'upload-recorded',
  'migrations-midway',
  // A reminder's e-mail queued and its day claimed, the transaction not yet committed (request-reminder-run.ts).
  'reminder-queued',
  // A disposed document's bytes removed from storage, its row and item not yet marked (disposal-execution.ts).
  'disposal-item-removed',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

let armed: CrashPoint | undefined;

/** Set once at start from the configuration; a name that is no crash point stops the start (a test's typo). */
export function armCrashPoint(point: string | undefined): void {
  if (point !== undefined && !(CRASH_POINTS as readonly string[]).includes(point)) {
    throw new Error(`LEDGERPORT_CRASH_AT: no crash point is called ${point} (${CRASH_POINTS.join(', ')})`);
  }
  armed = point as CrashPoint | undefined;
}

export function crashPoint(name: CrashPoint): void {
  if (armed === name) process.kill(process.pid, 'SIGKILL');
}

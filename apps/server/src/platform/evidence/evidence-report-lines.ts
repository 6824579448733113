import type { EvidenceReport } from './verify-evidence.ts';

/** How `npm run verify-evidence` ends: a script or a person can tell the three outcomes apart. */
export const EXIT = { intact: 0, changed: 1, unreadable: 2 } as const;

/** The report as plain lines, one per check, each starting with its verdict, and a last line that sums up. */
export function evidenceReportLines(file: string, report: EvidenceReport): { lines: string[]; exitCode: number } {
  if (!report.readable) {
    return { lines: [`UNREADABLE  ${file}: ${report.reason}`], exitCode: EXIT.unreadable };
  }
  const lines = report.checks.map((check) => `${check.ok ? 'intact ' : 'CHANGED'}  ${check.what}: ${check.detail}`);
  const failed = report.checks.filter((check) => !check.ok).length;
  lines.push(
    report.intact
      ? `Intact: all ${report.checks.length} checks of ${file} hold.`
      : `CHANGED: ${failed} of ${report.checks.length} checks of ${file} fail (see the lines marked CHANGED).`,
  );
  return { lines, exitCode: report.intact ? EXIT.intact : EXIT.changed };
}

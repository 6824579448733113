// `npm run verify-evidence -- <zip>`: checks a signing envelope's evidence zip offline (no server, no database,
// no network): the event chain, the document hashes it records, and the signed PDF's seal. Prints one line per
// check and exits 0 when everything is intact, 1 when something changed, 2 when the zip cannot be read.
import fs from 'node:fs/promises';
import { EXIT, evidenceReportLines } from '../apps/server/src/platform/evidence/evidence-report-lines.ts';
import { verifyEvidence } from '../apps/server/src/platform/evidence/verify-evidence.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run verify-evidence -- <evidence zip>\n');
  process.exit(EXIT.unreadable);
}
const bytes = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
  process.stdout.write(`UNREADABLE  ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}\n`);
  process.exit(EXIT.unreadable);
});
const { lines, exitCode } = evidenceReportLines(file, await verifyEvidence(bytes));
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(exitCode);

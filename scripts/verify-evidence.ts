// `npm run verify-evidence -- <zip>`: checks a signing envelope's evidence zip offline (no server, no database,
// no network): the event chain, the document hashes it records, and the signed PDF's seal.
// `npm run verify-evidence -- <certificate.json> [<certificate.pdf>]`: checks a disposal certificate (issue 35)
// the same way: the JSON's signature, and the PDF's seal, signer and content against the JSON.
// Prints one line per check and exits 0 when everything is intact, 1 when something changed, 2 when a file
// cannot be read.
import fs from 'node:fs/promises';
import { EXIT, evidenceReportLines } from '../apps/server/src/platform/evidence/evidence-report-lines.ts';
import { verifyDisposalCertificate } from '../apps/server/src/platform/evidence/verify-disposal-certificate.ts';
import { verifyEvidence } from '../apps/server/src/platform/evidence/verify-evidence.ts';

const [file, pdfFile] = process.argv.slice(2);
if (!file) {
  process.stderr.write(
    'Usage: npm run verify-evidence -- <evidence zip>\n       npm run verify-evidence -- <certificate.json> [<certificate.pdf>]\n',
  );
  process.exit(EXIT.unreadable);
}
const read = (name: string) =>
  fs.readFile(name).catch((error: NodeJS.ErrnoException) => {
    process.stdout.write(`UNREADABLE  ${name}: ${error.code === 'ENOENT' ? 'no such file' : error.message}\n`);
    process.exit(EXIT.unreadable);
  });
const bytes = await read(file);
const report = file.endsWith('.json')
  ? await verifyDisposalCertificate(bytes, pdfFile ? await read(pdfFile) : undefined)
  : await verifyEvidence(bytes);
const { lines, exitCode } = evidenceReportLines(file, report);
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(exitCode);

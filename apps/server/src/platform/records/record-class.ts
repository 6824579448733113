import type { TRecordClass, TUploadType } from '@ledgerport/contract';

/**
 * Where a file came from, when its folder and type do not say it: the files feature's callers that file
 * something the portal made pass it (an organizer's accepted PDF lands in the plain "Others" folder).
 */
export type RecordOrigin = 'ORGANIZER_EXPORT';

/** Folders the portal itself files into. Spelled out here (platform never imports a feature); a test checks them. */
export const RECORD_FOLDERS = {
  signedDocuments: 'Signed documents',
  messages: 'Messages',
  emailInbox: 'Inbox',
} as const;

/** "8879" as a number of its own in a file name ("Form 8879 Smith (signed).pdf", "f8879.pdf"), not "188790". */
const FORM_8879 = /(^|[^0-9])8879([^0-9]|$)/;

/**
 * The record class of a document as it is filed (issue 35). One pure rule for every way a document row is made:
 * all of them (uploads, upload links, e-mail in, message attachments, payroll submissions, signed copies, organizer
 * PDFs, crash recovery) reach documents.repo's insertDocument, which calls this. A rule in code rather than a
 * database trigger: the rule reads the upload type and the caller's origin, which the row alone does not carry,
 * and a unit test states it plainly. Staff correct a class afterwards (PATCH …/documents/{id}/record).
 * In order:
 * - an organizer's accepted PDF → SOURCE_DOCUMENTS: it is the client's own answers and figures for the tax year
 *   (what the return is prepared from), not the firm's analysis (WORKPAPERS);
 * - a name that says Form 8879 (a signed copy above all) → FORM_8879;
 * - the e-mail inbox and a message's attachments → CORRESPONDENCE;
 * - any other signed copy (engagement letters, consents) → OTHER;
 * - bank statements and payroll documents (payroll submissions included) → SOURCE_DOCUMENTS;
 * - otherwise OTHER.
 * Sales-tax submissions carry no file today; when they do, they file as a type that maps here.
 */
export function classifyDocument(input: {
  folder: string;
  uploadType: TUploadType | null;
  name: string;
  origin?: RecordOrigin | undefined;
}): TRecordClass {
  if (input.origin === 'ORGANIZER_EXPORT') return 'SOURCE_DOCUMENTS';
  if (FORM_8879.test(input.name)) return 'FORM_8879';
  if (input.folder === RECORD_FOLDERS.messages || input.folder === RECORD_FOLDERS.emailInbox) return 'CORRESPONDENCE';
  if (input.folder === RECORD_FOLDERS.signedDocuments) return 'OTHER';
  if (input.uploadType === 'BANK_STATEMENT' || input.uploadType === 'PAYROLL_DOCUMENT') return 'SOURCE_DOCUMENTS';
  return 'OTHER';
}

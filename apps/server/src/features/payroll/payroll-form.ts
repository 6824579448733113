import { VALIDATION_MESSAGES, ZPayrollInfo, type TFieldIssue } from '@ledgerport/contract';
import { AppError } from '../../platform/errors.ts';
import type { IncomingFile } from '../files/uploads.service.ts';

/** One part of the multipart form, as the route reads it (a file part is never buffered). */
export type FormPart =
  /** `value`: the text sent, or already parsed JSON when the part declared Content-Type application/json. */
  | { kind: 'field'; name: string; value: unknown; truncated: boolean }
  | { kind: 'file'; name: string; file: IncomingFile };

/** The payroll form as it arrives: parts in order, read one at a time. */
export type PayrollForm = {
  isMultipart: boolean;
  /** The request's Content-Length, when it declared one. */
  declaredBytes: number | undefined;
  /** The next part, or undefined at the end of the form. */
  nextPart: () => Promise<FormPart | undefined>;
};

const invalid = (message: string, details: TFieldIssue[]) => new AppError(400, 'VALIDATION_ERROR', message, details);

const PAYROLL_INFO = 'payroll_info';

/** Drains a part we will not use, so the form can be read on (or the request end). */
export const skipPart = (part: FormPart | undefined) => {
  if (part?.kind === 'file') part.file.content.resume();
};

/** The first part could not be read at all (e.g. declared as JSON but not JSON): the same 400 as a bad one. */
export const unreadablePayrollInfo = () =>
  invalid('payroll_info could not be read', [
    { field: PAYROLL_INFO, message: VALIDATION_MESSAGES.completeRequiredFields },
  ]);

/**
 * The `payroll_info` part, which must come first: JSON of the payroll fields, checked by the contract's rules
 * before any file is read. A missing, misplaced or unreadable part, or a broken rule, is a 400 naming the field.
 */
export function parsePayrollInfo(part: FormPart | undefined) {
  if (part?.kind !== 'field' || part.name !== PAYROLL_INFO || part.truncated) {
    skipPart(part);
    throw invalid('Send payroll_info (JSON) as the first part of the form, before the file', [
      { field: PAYROLL_INFO, message: VALIDATION_MESSAGES.completeRequiredFields },
    ]);
  }
  let json: unknown = part.value;
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch {
      throw invalid('payroll_info is not valid JSON', [
        { field: PAYROLL_INFO, message: VALIDATION_MESSAGES.completeRequiredFields },
      ]);
    }
  }
  const parsed = ZPayrollInfo.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.join('.') : PAYROLL_INFO,
      message: issue.message,
    }));
    throw invalid('Invalid payroll_info', details);
  }
  return parsed.data;
}

/**
 * The optional document after payroll_info: a part named `file`, or none. A file input left empty (a part
 * with no name and no bytes, as a plain HTML form sends it) counts as none. Anything else is refused.
 */
export function documentPart(part: FormPart | undefined): IncomingFile | undefined {
  if (part === undefined) return undefined;
  if (part.kind === 'file' && part.name === 'file') {
    if (part.file.fileName !== '') return part.file;
    part.file.content.resume();
    return undefined;
  }
  skipPart(part);
  throw invalid('After payroll_info, the form takes one optional part named "file"', [
    { field: 'file', message: VALIDATION_MESSAGES.selectFileToUpload },
  ]);
}

import type { Readable } from 'node:stream';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import type { SheetMatrix } from '@ledgerport/contract/bulk-rows/sheet-rows';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import { readUploadedSheet, type SpreadsheetLimits } from './read-uploaded-sheet.ts';

/**
 * A bulk submission as the browser sends it (multipart/form-data): a JSON part first (the selected rows,
 * the edited cells and the options), then `file`, the same sheet the preview showed. The JSON is checked
 * before a byte of the file is read.
 */
export type BulkFormPart =
  /** `value`: the text sent, or already parsed JSON when the part declared Content-Type application/json. */
  | { kind: 'field'; name: string; value: unknown; truncated: boolean }
  | { kind: 'file'; name: string; fileName: string; content: Readable };

export type BulkForm = { isMultipart: boolean; nextPart: () => Promise<BulkFormPart | undefined> };

// A missing or unreadable JSON part names no rows: the browser always sends one, so only API callers see it.

/** JSON with a few thousand selected rows and edited cells is far below this. */
const JSON_PART_MAX_BYTES = 2 * 1024 * 1024;

/**
 * @fastify/multipart options for a bulk route's plugin: one JSON field and one file. The file limit is one
 * byte over the cap, so "over the cap" can be told from "exactly at it" (readUploadedSheet answers 413).
 */
export const bulkMultipartOptions = (limits: SpreadsheetLimits): FastifyMultipartOptions => ({
  limits: {
    fileSize: limits.maxFileBytes + 1,
    files: 1,
    fields: 1,
    fieldSize: JSON_PART_MAX_BYTES,
    parts: 2,
    headerPairs: 50,
  },
});

/** The request's parts one at a time, in the order sent; nothing is read until the first is asked for. */
export function bulkFormOf(request: FastifyRequest): BulkForm {
  let parts: ReturnType<FastifyRequest['parts']> | undefined;
  return {
    isMultipart: request.isMultipart(),
    nextPart: async () => {
      parts ??= request.parts();
      const next = await parts.next();
      if (next.done) return undefined;
      const part = next.value;
      if (part.type === 'file') {
        return { kind: 'file', name: part.fieldname, fileName: part.filename, content: part.file };
      }
      return { kind: 'field', name: part.fieldname, value: part.value, truncated: part.valueTruncated };
    },
  };
}

const invalid = (message: string, field: string, detail: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, [{ field, message: detail }]);

function parseJsonPart<S extends z.ZodType>(part: BulkFormPart | undefined, name: string, schema: S): z.output<S> {
  if (part?.kind !== 'field' || part.name !== name || part.truncated) {
    if (part?.kind === 'file') part.content.resume();
    const message = `Send "${name}" (JSON) as the first part of the form, before the file`;
    throw invalid(message, name, VALIDATION_MESSAGES.noRowsSelected);
  }
  let json: unknown = part.value;
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch {
      throw invalid(`"${name}" is not valid JSON`, name, VALIDATION_MESSAGES.noRowsSelected);
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.join('.') : name,
      message: issue.message,
    }));
    throw new AppError(400, 'VALIDATION_ERROR', `Invalid ${name}`, details);
  }
  return parsed.data;
}

/**
 * Reads a bulk form: the JSON part `jsonPart` checked by `schema`, then the `file` part through
 * readUploadedSheet (type, size and zip checks, then SheetJS). Answers the parsed JSON and the sheet's cells.
 */
export async function readBulkUpload<S extends z.ZodType>(
  form: BulkForm,
  jsonPart: string,
  schema: S,
  limits: SpreadsheetLimits,
): Promise<{ input: z.output<S>; fileName: string; matrix: SheetMatrix }> {
  if (!form.isMultipart) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  const input = parseJsonPart(await form.nextPart(), jsonPart, schema);
  const filePart = await form.nextPart();
  if (filePart?.kind !== 'file' || filePart.name !== 'file' || filePart.fileName === '') {
    if (filePart?.kind === 'file') filePart.content.resume();
    throw invalid(
      `After "${jsonPart}", send the spreadsheet as a part named "file"`,
      'file',
      VALIDATION_MESSAGES.selectFileToUpload,
    );
  }
  const matrix = await readUploadedSheet(filePart.content, filePart.fileName, limits);
  return { input, fileName: filePart.fileName, matrix };
}

import { postForm, type TPostFormParams } from '../../../lib/post-form.ts';

export type TSheetUpload<TRequest> = {
  /** The JSON part: what to do with the sheet (selected rows, edited cells, ...). */
  request: TRequest;
  /** The spreadsheet the preview showed, sent again: the server reads it itself. */
  file: File;
  /** Whole percent of the request sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

type TPostSheetParams<TRequest, TAnswer> = TSheetUpload<TRequest> & {
  path: string;
  /** The multipart name of the JSON part, which goes FIRST so the server checks it before reading the file. */
  partName: string;
  schema: TPostFormParams<TAnswer>['schema'];
};

/** POSTs a spreadsheet as multipart/form-data: the JSON part first, then `file`, with its progress. */
export function postSheet<TRequest, TAnswer>({
  path,
  partName,
  request,
  file,
  schema,
  onProgress,
  signal,
}: TPostSheetParams<TRequest, TAnswer>): Promise<TAnswer> {
  const form = new FormData();
  form.append(partName, JSON.stringify(request));
  form.append('file', file, file.name);
  return postForm({ path, form, schema, onProgress, signal });
}

import { vi } from 'vitest';

type TListener = (event: ProgressEvent) => void;

/**
 * A stand-in XMLHttpRequest for upload tests (jsdom's would try the network). Each request is kept in
 * `FakeXhr.sent`; the test plays the server with `progress()` and `respond()`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: TListener | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  /** The server answers. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  /** The file sent as the `file` part. */
  get file() {
    return this.body?.get('file') as File | null;
  }
}

/** Puts FakeXhr in place of XMLHttpRequest for one test; undo with vi.unstubAllGlobals(). */
export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

/** FakeXhr with the response headers tus reads (Location, Upload-Offset) and a dropped connection. */
export class TusXhr extends FakeXhr {
  responseHeaders: Record<string, string> = {};
  getResponseHeader(name: string) {
    const found = Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase());
    return found ? found[1] : null;
  }
  answer(status: number, headers: Record<string, string> = {}, body?: unknown) {
    this.responseHeaders = headers;
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  /** The connection drops mid-request (no answer at all). */
  drop() {
    this.onerror?.();
  }
}
/** Puts TusXhr in place of XMLHttpRequest for one test (tus-js-client's requests); undo with vi.unstubAllGlobals(). */
export const installTusXhr = () => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', TusXhr);
  return FakeXhr.sent as TusXhr[];
};

import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN } from '../../e2e/support/server-process.ts';
import { MiB, timed } from './measure.ts';

/** The bench's moving parts: the source file, the baselines' copies and transfers, and the admin API. */

const run = promisify(execFile);

/** `bytes` of incompressible bytes, written in 16 MiB blocks; returns their sha256. */
export async function writeSourceFile(file: string, bytes: number): Promise<string> {
  const block = randomBytes(16 * MiB);
  const hash = createHash('sha256');
  const handle = await fs.promises.open(file, 'w');
  try {
    for (let written = 0, n = 0; written < bytes; n++) {
      block.writeUInt32LE(n, 0); // no two blocks alike
      const chunk = block.subarray(0, Math.min(block.length, bytes - written));
      await handle.write(chunk);
      hash.update(chunk);
      written += chunk.length;
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/**
 * Flushes every filesystem's pending work (`sync`) before a timed transfer. The runs delete gigabyte files
 * between them, and this VM's root is ext4 mounted with `discard`: a deletion's TRIM of its blocks is done at the
 * journal's next commit, which would otherwise fall inside whichever transfer comes next. (The disk still varies
 * by itself: copyFile + fsync of the same gigabyte took 0.5 to 2.7 s within one run.)
 */
export async function settleDisk() {
  await run('sync');
}

export async function rawCopy(from: string, to: string, sync: boolean): Promise<number> {
  const { ms } = await timed(async () => {
    await fs.promises.copyFile(from, to);
    if (sync) {
      const handle = await fs.promises.open(to, 'r+');
      await handle.sync();
      await handle.close();
    }
  });
  fs.rmSync(to);
  return ms;
}

/**
 * The file as a multipart upload by curl, which streams it from disk. Not fetch + FormData: on two cores that
 * client burned as much CPU as the server and capped the upload near 250 MB/s, measuring itself.
 */
async function curlUpload<T>(url: string, file: string, headers: string[] = []): Promise<T> {
  const { stdout } = await run(
    'curl',
    [
      '-sS',
      ...headers.flatMap((header) => ['-H', header]),
      '-H',
      'expect:', // no "100-continue" round trip first
      '-F',
      `file=@${file};type=application/octet-stream`,
      '-w',
      '\n%{http_code}',
      url,
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const [body = '', code] = [stdout.slice(0, stdout.lastIndexOf('\n')), stdout.slice(stdout.lastIndexOf('\n') + 1)];
  if (code !== '201') throw new Error(`upload → ${code}: ${body}`);
  return JSON.parse(body) as T;
}

export const uploadFile = (baseUrl: string, token: string, tenantId: string, file: string) =>
  curlUpload<{ path: string; size: number; sha256: string }>(
    `${baseUrl}/api/v1/tenants/${tenantId}/uploads?type=OTHERS`,
    file,
    [`authorization: Bearer ${token}`],
  );

/** The upload row's reference (support/reference-upload-server.ts), run as its own process writing into `folder`. */
export async function startReferenceUploadServer(folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'reference-upload-server.ts'), folder], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = (await once(child.stdout!, 'data')) as [Buffer];
  const url = `http://127.0.0.1:${port.toString().trim()}`;
  return {
    pid: child.pid!,
    upload: (file: string) => curlUpload<{ size: number }>(url, file),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill();
        await once(child, 'exit');
      }
    },
  };
}

/** Milliseconds curl takes to fetch `url` into /dev/null (curl, not fetch: the client must not be the limit). */
export async function curlDownload(url: string, expectedBytes: number): Promise<number> {
  const { stdout } = await run('curl', [
    '-sS',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{size_download} %{time_total}',
    url,
  ]);
  const [code, size, seconds] = stdout.trim().split(' ');
  if (code !== '200' || Number(size) !== expectedBytes) throw new Error(`GET ${url} → ${code}, ${size} bytes`);
  return Number(seconds) * 1000;
}

/** `count` small files written straight into the tenant's folder (the API would take far longer to fill it). */
export async function fillFolder(folder: string, count: number) {
  fs.mkdirSync(folder, { recursive: true });
  const names = Array.from({ length: count }, (_, i) => `statement-${String(i + 1).padStart(5, '0')}.pdf`);
  for (let i = 0; i < names.length; i += 500) {
    await Promise.all(names.slice(i, i + 500).map((name) => fs.promises.writeFile(path.join(folder, name), name)));
  }
}

export async function adminApi(baseUrl: string) {
  const call = async <T>(method: string, route: string, token: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${route} → ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { token } = await call<{ token: string }>('POST', '/auth/login', null, ADMIN);
  return { token, json: <T>(method: string, route: string, body?: unknown) => call<T>(method, route, token, body) };
}

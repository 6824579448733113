import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { MiB, timed } from './measure.ts';
import { uploadFile } from './transfers.ts';

const run = promisify(execFile);

/** The files of the zipped folder: names and sha256 as written. */
export type SourceFiles = { dir: string; files: Map<string, string>; bytes: number };

/**
 * `big` files sharing `totalBytes` (made fast from one random 1 MiB block, each MiB stamped with its number so
 * no two are alike) and `small` ones of 1-20 KiB, in `dir`.
 */
export async function writeSourceFiles(dir: string, totalBytes: number, big: number, small: number) {
  fs.mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  const block = randomBytes(MiB);
  let bytes = 0;
  const bigBytes = Math.floor(totalBytes / big);
  for (let f = 0; f < big; f++) {
    const name = `Scan-Archive-${String(f + 1).padStart(2, '0')}.pdf`;
    const hash = createHash('sha256');
    const handle = await fs.promises.open(path.join(dir, name), 'w');
    for (let written = 0, n = 0; written < bigBytes; n++) {
      block.writeUInt32LE(f * 1_000_000 + n, 0);
      const chunk = block.subarray(0, Math.min(MiB, bigBytes - written));
      await handle.write(chunk);
      hash.update(chunk);
      written += chunk.length;
    }
    await handle.close();
    files.set(name, hash.digest('hex'));
    bytes += bigBytes;
  }
  for (let f = 0; f < small; f++) {
    const name = `Receipt-${String(f + 1).padStart(4, '0')}.pdf`;
    const content = randomBytes(1024 + ((f * 7919) % (19 * 1024)));
    fs.writeFileSync(path.join(dir, name), content);
    files.set(name, createHash('sha256').update(content).digest('hex'));
    bytes += content.length;
  }
  return { dir, files, bytes } satisfies SourceFiles;
}

/** Every file uploaded through the API (curl for the large ones, fetch four at a time for the rest); their folder. */
export async function uploadAll(baseUrl: string, token: string, tenantId: string, source: SourceFiles) {
  const names = [...source.files.keys()];
  const folders = new Set<string>();
  const large = names.filter((name) => fs.statSync(path.join(source.dir, name)).size > 4 * MiB);
  for (const name of large) {
    folders.add(path.posix.dirname((await uploadFile(baseUrl, token, tenantId, path.join(source.dir, name))).path));
  }
  const rest = names.filter((name) => !large.includes(name));
  const uploadSmall = async (name: string) => {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(path.join(source.dir, name))]), name);
    const response = await fetch(`${baseUrl}/api/v1/tenants/${tenantId}/uploads?type=OTHERS`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload ${name} → ${response.status}: ${await response.text()}`);
    folders.add(path.posix.dirname(((await response.json()) as { path: string }).path));
  };
  for (let i = 0; i < rest.length; i += 4) await Promise.all(rest.slice(i, i + 4).map(uploadSmall));
  if (folders.size !== 1) throw new Error(`uploads landed in ${[...folders].join(', ')}, expected one folder`);
  return [...folders][0]!;
}

/** curl reading `url` into `out`: the time, the bytes and the Content-Length header (absent: null). */
export async function curlZip(url: string, out: string) {
  const { ms, result } = await timed(() =>
    run('curl', ['-sS', '-D', '-', '-o', out, '-w', '\n%{http_code} %{size_download}', url], { maxBuffer: MiB }),
  );
  const lines = result.stdout.trim().split(/\r?\n/);
  const [code, size] = lines.at(-1)!.split(' ');
  if (code !== '200') throw new Error(`GET zip → ${code}`);
  const header = lines.find((line) => /^content-length:/i.test(line));
  return { ms, bytes: Number(size), contentLength: header ? Number(header.split(':')[1]) : null };
}

/** The references: the same files read by `cat` into /dev/null, and archived by `zip -0` (stored, like ours). */
export const catFiles = (source: SourceFiles) =>
  timed(() => run('sh', ['-c', 'cat -- * > /dev/null'], { cwd: source.dir })).then((r) => r.ms);
export const zipStored = (source: SourceFiles) =>
  timed(() => run('sh', ['-c', 'zip -0 -q -r - . > /dev/null'], { cwd: source.dir })).then((r) => r.ms);

/** Every entry of the zip hashed as it streams out of it: how many, and which differ from the source. */
export async function checkZip(file: string, source: SourceFiles) {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const differing: string[] = [];
  let entries = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      entries++;
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const hash = createHash('sha256');
        stream.on('data', (chunk: Buffer) => hash.update(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          if (hash.digest('hex') !== source.files.get(path.posix.basename(entry.fileName))) {
            differing.push(entry.fileName);
          }
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  zip.close();
  return { entries, differing };
}

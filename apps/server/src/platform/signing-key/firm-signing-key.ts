import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_P12_PASSWORD, generateSigningP12 } from './generate-signing-key.ts';
import { readSigningP12, type SigningP12Facts } from './read-signing-p12.ts';
import { SigningKeyError } from './signing-key-errors.ts';

export type SigningKeySettings = {
  dataDir: string;
  /** The firm's own PKCS#12 (Config.signingP12): used as it is, never copied or replaced. */
  signingP12: { path: string; password: string } | undefined;
};

export type FirmSigningKey = SigningP12Facts & {
  p12: Buffer;
  password: string;
  source: 'configured' | 'generated';
  file: string;
};

export const generatedP12File = (dataDir: string) => path.join(dataDir, 'signing', 'firm-signing.p12');

/** The name on a generated certificate: what a PDF reader shows as the seal's signer. */
export const DEFAULT_SEAL_NAME = 'Ledgerport document seal';

/**
 * The key that seals the firm's signed PDFs: the configured PKCS#12, or the one generated into DATA_DIR on
 * first use. Read from disk each time (a seal is rare; the signer parses the file anyway), so a key replaced
 * by the operator is used from the next seal on.
 */
export async function firmSigningKey(
  settings: SigningKeySettings,
  options: { commonName?: string; now?: Date } = {},
): Promise<FirmSigningKey> {
  if (settings.signingP12) {
    const { path: file, password } = settings.signingP12;
    const p12 = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
      throw new SigningKeyError('unreadable', `SIGNING_P12_PATH ${file}: ${error.code ?? error.message}`);
    });
    const facts = await readSigningP12(p12, password, options.now).catch((error: unknown) => {
      if (error instanceof SigningKeyError)
        throw new SigningKeyError(error.reason, `SIGNING_P12_PATH ${file}: ${error.message}`);
      throw error;
    });
    return { ...facts, p12, password, source: 'configured', file };
  }
  const file = generatedP12File(settings.dataDir);
  const p12 =
    (await readIfThere(file)) ?? (await createOnce(file, options.commonName ?? DEFAULT_SEAL_NAME, options.now));
  const facts = await readSigningP12(p12, GENERATED_P12_PASSWORD, options.now);
  return { ...facts, p12, password: GENERATED_P12_PASSWORD, source: 'generated', file };
}

const readIfThere = (file: string) =>
  fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/**
 * Writes a new key where none is, so that exactly one ever exists: the file is written whole under a private
 * name, then hard-linked to its final name, which fails if another process (or another seal of this one) got
 * there first. The loser throws its key away and uses the winner's; no reader ever sees half a file, and no lock
 * can be left behind by a crash.
 */
async function createOnce(file: string, commonName: string, now?: Date): Promise<Buffer> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, await generateSigningP12(commonName, now), { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  return fs.readFile(file);
}

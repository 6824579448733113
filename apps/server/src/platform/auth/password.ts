import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's recommended cost (19 MiB, t=2); a test pins the prefix.
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against this when the e-mail is unknown keeps both failures equally slow, so response time
// does not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash('ledgerport-decoy-password');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

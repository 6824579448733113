import { generateKeyPairSync } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll } from 'vitest';
import { startLoopbackDns } from '../../../test/dns-loopback.ts';
import { loadNodemailer } from '../../platform/lazy/heavy-modules.ts';
import type { TestContext } from '../../../test/build-test-app.ts';
import { useFilesTestApp } from '../files/files.test-support.ts';

export const DOMAIN = 'in.harbourview.test';
/** Limits the tests run with: a message of 3 MB, files of 1 MB, 20 attachments. */
export const LIMITS = { message: 3 * 1024 * 1024, file: 1024 * 1024, attachments: 20 };

/** The company's mail domain: SPF allows loopback, DKIM key published, DMARC p=reject. */
export const CLIENT_DOMAIN = 'client.test';
/** A domain whose SPF allows no one and whose DMARC rejects: a From there sent from loopback is forged. */
export const GUARDED_DOMAIN = 'guarded.test';

const dkimKeys = generateKeyPairSync('rsa', { modulusLength: 1024 });
const publicKey = dkimKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
export const dkimPrivateKey = dkimKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * The app with its e-mail-in receiver on a loopback port and a DNS server on loopback holding the test domains'
 * SPF, DKIM and DMARC records (nothing is looked up on the internet).
 */
export function useInboundMailApp(
  ownDeps?: Parameters<typeof useFilesTestApp>[1],
): TestContext & { storageRoot: string } {
  const env: Record<string, string> = {
    INBOUND_MAIL_DOMAIN: DOMAIN,
    INBOUND_SMTP_PORT: '0',
    INBOUND_MAX_MESSAGE_BYTES: String(LIMITS.message),
    INBOUND_MAX_FILE_BYTES: String(LIMITS.file),
    INBOUND_MAX_ATTACHMENTS: String(LIMITS.attachments),
  };
  let dns: Awaited<ReturnType<typeof startLoopbackDns>> | undefined;
  beforeAll(async () => {
    dns = await startLoopbackDns({
      [CLIENT_DOMAIN]: ['v=spf1 ip4:127.0.0.1 -all'],
      [`_dmarc.${CLIENT_DOMAIN}`]: ['v=DMARC1; p=reject'],
      [`mail._domainkey.${CLIENT_DOMAIN}`]: [`v=DKIM1; k=rsa; p=${publicKey}`],
      [GUARDED_DOMAIN]: ['v=spf1 -all'],
      [`_dmarc.${GUARDED_DOMAIN}`]: ['v=DMARC1; p=reject'],
    });
    env.INBOUND_DNS_SERVERS = dns.address;
  });
  afterAll(() => dns?.close());
  return useFilesTestApp(env, ownDeps);
}

export type SendResult =
  { accepted: true } | { accepted: false; code: number | undefined; command: string | undefined };

/** Sends one message with nodemailer, a real SMTP client, to the receiver; DKIM-signed for client.test. */
export async function sendTo(ctx: TestContext, message: Mail.Options, options: { dkim?: boolean } = {}) {
  const nodemailer = await loadNodemailer();
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: ctx.app.inboundSmtpPort,
    secure: false,
    ignoreTLS: true,
    name: 'mx.client.test',
    ...(options.dkim === false
      ? {}
      : { dkim: { domainName: CLIENT_DOMAIN, keySelector: 'mail', privateKey: dkimPrivateKey } }),
  });
  try {
    await transport.sendMail(message);
    return { accepted: true } as SendResult;
  } catch (error) {
    const e = error as { responseCode?: number; command?: string };
    return { accepted: false, code: e.responseCode, command: e.command } as SendResult;
  } finally {
    transport.close();
  }
}

/** A small PDF's bytes, distinct per label. */
export const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

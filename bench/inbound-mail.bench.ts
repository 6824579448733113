/**
 * E-mail in (issue 32): messages per second, each with a 1 MB attachment, sent by a local SMTP client
 * (nodemailer, one connection after another as an MTA delivers) to the portal's receiver, beside smtp-server
 * alone (the same library, parsing with mailparser and writing each attachment with fsync) receiving the same
 * messages in the same run; and the receiving server's memory over 1,000 messages. The real server on PGlite,
 * SPF/DKIM/DMARC judged against a DNS server on loopback (apps/server/test/dns-loopback.ts). A measurement,
 * not a gate (bench/README.md).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { createActiveClient } from '../e2e/support/client-account.ts';
import { freePort, startServer } from '../e2e/support/server-process.ts';
import { staffApi, uniqueEmail } from '../e2e/support/staff-api.ts';
import { startLoopbackDns } from '../apps/server/test/dns-loopback.ts';
import { createCleanups } from './support/cleanups.ts';
import { fmt, median, memoryOf, MiB, printTable, runBench, spread, writeResultsSection } from './support/measure.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
/** Timed rounds of this many messages each, alternating which side goes first. */
const ROUND = Number(process.env.BENCH_ROUND ?? 100);
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
const ATTACHMENT_BYTES = 1024 * 1024;
const TARGET_RATIO = 0.5;
/** Memory is flat when the last tenth of the messages leaves RSS within this much of the first tenth. */
const FLAT_GROWTH = 0.15;
const SENDER_DOMAIN = 'bench-sender.test';
const cleanups = createCleanups();

/** A 1 MB "statement": a PDF header and random bytes (every message different, nothing compresses). */
const statement = () =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(ATTACHMENT_BYTES - 15), Buffer.from('\n%%EOF')]);

/** smtp-server alone: each message parsed, each attachment written with fsync, then 250. */
async function referenceReceiver(dir: string) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 64 * MiB,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          for (const attachment of mail.attachments) {
            const file = path.join(dir, `${count++}-${attachment.filename ?? 'file'}`);
            const handle = await fs.promises.open(file, 'w');
            await handle.writeFile(attachment.content);
            await handle.sync();
            await handle.close();
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function sendRound(port: number, from: string, to: string, count: number): Promise<number> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    await transport.sendMail({
      from,
      to,
      subject: `Statement ${i + 1}`,
      text: 'The statement for the month is attached.',
      attachments: [{ filename: `statement-${randomBytes(4).toString('hex')}.pdf`, content: statement() }],
    });
  }
  transport.close();
  return count / ((performance.now() - started) / 1000);
}

async function main() {
  const began = Date.now();
  const dns = await startLoopbackDns({
    [SENDER_DOMAIN]: ['v=spf1 ip4:127.0.0.1 -all'],
    [`_dmarc.${SENDER_DOMAIN}`]: ['v=DMARC1; p=none'],
  });
  cleanups.push(() => dns.close());
  const smtpPort = await freePort();
  const server = await startServer({
    env: {
      STAFF_MFA_REQUIRED: 'false',
      INBOUND_MAIL_DOMAIN: 'in.bench.test',
      INBOUND_SMTP_PORT: String(smtpPort),
      INBOUND_DNS_SERVERS: dns.address,
    },
  });
  cleanups.push(() => fs.rmSync(server.dataDir, { recursive: true, force: true }));
  cleanups.push(() => server.stop());
  const api = await staffApi(server.url);
  const suffix = `${Date.now()}`;
  const tenant = await api.post<{ uuid: string }>('/tenants', {
    name: `Inbound Bench ${suffix}`,
    root_directory: `inbound-bench-${suffix}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: `books-${suffix}@inbound-bench.test`,
  });
  const sender = uniqueEmail('owner').replace(/@.*/, `@${SENDER_DOMAIN}`);
  await createActiveClient(server.url, api, {
    tenantId: tenant.uuid,
    name: 'Olive Owner',
    email: sender,
    password: 'Bench-Pass-1!',
  });
  const { address } = await api.get<{ address: string | null }>(`/tenants/${tenant.uuid}/inbound-address`);
  if (!address) throw new Error('the server gave the company no inbound address');

  const referenceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inbound-ref-'));
  cleanups.push(() => fs.rmSync(referenceDir, { recursive: true, force: true }));
  const reference = await referenceReceiver(referenceDir);
  cleanups.push(() => reference.close());

  // Warm-up: both sides once.
  await sendRound(smtpPort, sender, address, 10);
  await sendRound(reference.port, sender, 'anyone@in.bench.test', 10);
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['ours', 'reference'] as const) : (['reference', 'ours'] as const);
    for (const side of order) {
      const rate =
        side === 'ours'
          ? await sendRound(smtpPort, sender, address, ROUND)
          : await sendRound(reference.port, sender, 'anyone@in.bench.test', ROUND);
      (side === 'ours' ? ours : theirs).push(rate);
      console.log(`round ${round + 1} ${side}: ${fmt(rate, 1)} messages/s`);
    }
  }

  // Memory over MESSAGES messages to the portal: RSS after each tenth.
  const pid = server.process.pid!;
  const rss: number[] = [];
  for (let tenth = 0; tenth < 10; tenth++) {
    await sendRound(smtpPort, sender, address, MESSAGES / 10);
    rss.push(memoryOf(pid).rss / MiB);
    console.log(`memory: ${(tenth + 1) * (MESSAGES / 10)} messages, RSS ${fmt(rss.at(-1)!)} MiB`);
  }
  const growth = rss.at(-1)! / rss[0]! - 1;
  const ratios = ours.map((rate, i) => rate / theirs[i]!);
  const table = printTable([
    {
      what: `E-mail in: messages/s, 1 MB attachment each, stored in the company's Inbox (${ROUND} per round)`,
      measured: `${spread(ours, (v) => fmt(v, 1))} msg/s`,
      baseline: `smtp-server + mailparser + write & fsync: ${spread(theirs, (v) => fmt(v, 1))} msg/s`,
      ratio: `${spread(ratios, (v) => fmt(v, 2))}x`,
      target: `>= ${TARGET_RATIO}x`,
      pass: median(ratios) >= TARGET_RATIO,
    },
    {
      what: `E-mail in: the server's RSS over ${MESSAGES} messages (after the first tenth → after the last)`,
      measured: `${fmt(rss[0]!)} → ${fmt(rss.at(-1)!)} MiB (${growth >= 0 ? '+' : ''}${fmt(growth * 100, 1)} %)`,
      baseline: '-',
      ratio: '-',
      target: `flat: within ${fmt(FLAT_GROWTH * 100)} %`,
      pass: growth <= FLAT_GROWTH,
    },
  ]);
  const notes = [
    `The portal: its own server process on PGlite (temp DATA_DIR), the receiver on loopback, the sender a user of the company whose domain's SPF (ip4:127.0.0.1) and DMARC (p=none) are served by a DNS server on loopback; every message filed in the company's Inbox (staged, journaled, published, recorded) before its 250. The reference: smtp-server in the bench's process, the same parser, each attachment written and fsynced. ${ROUNDS} rounds alternating which side goes first, after a warm-up of 10 each; min / median / max; ratio = portal / reference per round.`,
    `Memory: VmRSS of the server process after each tenth of ${MESSAGES} further messages: ${rss.map((v) => fmt(v)).join(', ')} MiB.`,
    `Node ${process.version}, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((v) => fmt(v, 1))
      .join(' ')}. The whole run ${fmt((Date.now() - began) / 1000)} s.`,
  ];
  for (const note of notes) console.log(note);
  writeResultsSection('npm run bench:inbound-mail', [...table, '', ...notes.map((n) => `- ${n}`)]);
}

await runBench(main, cleanups.run);

import { appUrl, paths } from '@ledgerport/contract';
import type { Config } from '../../config.ts';

export type FirstAdmin = { created: false } | { created: true; email: string; generatedPassword: string | undefined };

/** Where e-mail goes: without SMTP a newcomer must know the links they expect wait in the outbox. */
function mailLine(config: Config): string {
  if (!config.smtpUrl) {
    return `E-mail: no SMTP_URL set, so invitations and reset links wait in the outbox: ${appUrl(config.publicUrl, paths.outbox)}`;
  }
  const smtp = new URL(config.smtpUrl);
  return `E-mail: sent through ${smtp.protocol}//${smtp.hostname}${smtp.port ? `:${smtp.port}` : ''} (also kept in the outbox)`;
}

/** The box `npm start` prints once it listens: where to go, how to get in, where mail goes, how to get back in. */
export function printWelcome(config: Config, admin: FirstAdmin) {
  const lines = [`Ledgerport is running: ${appUrl(config.publicUrl, '/')}`];
  if (admin.created && admin.generatedPassword) {
    lines.push(`First sign-in: ${admin.email} with password ${admin.generatedPassword}`);
    lines.push('This password is shown only this once: keep it somewhere safe.');
  } else if (admin.created) {
    lines.push(`First sign-in: ${admin.email} with the ADMIN_PASSWORD you set.`);
  } else {
    lines.push(`Sign in with your account (the first administrator is ${config.adminEmail}).`);
  }
  if (admin.created && config.staffMfaRequired) {
    lines.push('At that first sign-in you set up two-step sign-in (an authenticator app or a passkey).');
  }
  lines.push(mailLine(config));
  lines.push('Lost the administrator password? Run: npm run reset-admin-password (stop the server first)');
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  console.log(`\n┌${bar}┐\n${lines.map((l) => `│ ${l.padEnd(width)} │`).join('\n')}\n└${bar}┘\n`);
}

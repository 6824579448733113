import { bothStamps } from '../pdf/certificate-times.ts';
import type { ChainedEvent } from './evidence-chain.ts';

export type SummaryFacts = {
  title: string;
  envelope_uuid: string;
  firm_name: string;
  firm_time_zone: string;
  status: string;
};

/** Keys every event has, printed in the event's line itself rather than among its details. */
const LINE_KEYS = new Set(['type', 'at', 'envelope_uuid', 'prev_hash', 'hash']);

const detail = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * summary.txt: the envelope and its events for a person to read (times in UTC and the firm's zone). It repeats
 * what events.json holds and is not itself checked: verify-evidence reads events.json.
 */
export function evidenceSummary(facts: SummaryFacts, events: ChainedEvent[]): string {
  const lines = [
    `Evidence of signing: ${facts.title}`,
    `Envelope ${facts.envelope_uuid}, ${facts.firm_name}, status ${facts.status}`,
    '',
    'Files in this zip:',
    '  signed.pdf    the signed, sealed PDF (absent unless the envelope was completed)',
    '  original.pdf  the document as sent for signing',
    '  events.json   the event chain: each event holds the SHA-256 of the one before',
    '  summary.txt   this text (a readable copy; events.json is what is checked)',
    '',
    'Check it offline, in a Ledgerport checkout: npm run verify-evidence -- <this zip>',
    '',
    `Events (${events.length}):`,
  ];
  events.forEach((event, index) => {
    const at = typeof event.at === 'string' ? new Date(event.at) : null;
    const when = at && !Number.isNaN(at.getTime()) ? bothStamps(at, facts.firm_time_zone) : String(event.at);
    lines.push(`${index + 1}. ${String(event.type)}  ${when}  hash ${event.hash.slice(0, 16)}`);
    for (const [key, value] of Object.entries(event)) {
      if (!LINE_KEYS.has(key) && value !== undefined && value !== null) lines.push(`     ${key}: ${detail(value)}`);
    }
  });
  return `${lines.join('\n')}\n`;
}

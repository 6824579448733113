import type { staffApi } from './staff-api.ts';

type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/**
 * The test clock of a server started with TEST_CLOCK=true (never in production): `now` moves the firm's "now"
 * (null: back to real time), `runJob` starts a scheduled job at once instead of waiting for its hour.
 */
export function testClock(baseUrl: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/test${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
  };
  return {
    set: (now: string | null) => call('PUT', '/clock', { now }),
    runJob: (
      queue:
        'request-reminders' | 'request-series' | 'signing-expiry' | 'notification-digests' | 'outbound-release-held',
    ) => call('POST', `/jobs/${queue}/run`),
  };
}

type TMessage = { id: string; template: string; to_address: string };

/** The reminder e-mails queued for `to` so far (a nudge is one too), newest first. */
export async function remindersTo(api: StaffApi, to: string): Promise<TMessage[]> {
  const page = await api.get<{ data: TMessage[] }>(`/outbox?per_page=100&search=${encodeURIComponent(to)}`);
  return page.data.filter((m) => m.template === 'request-reminder' && m.to_address === to);
}

/** Waits until `to` has `count` reminder e-mails; answers the newest one's text. */
export async function waitForReminders(api: StaffApi, to: string, count: number): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = await remindersTo(api, to);
    if (found.length >= count) {
      return (await api.get<{ text_body: string }>(`/outbox/${found[0]!.id}`)).text_body;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fewer than ${count} reminder e-mails to ${to}`);
}

/** `day` ('YYYY-MM-DD') moved by `days`, at 15:00 UTC: inside the working day in the firm's zone (UTC here). */
export const afternoonOf = (day: string, days: number) =>
  new Date(Date.parse(`${day}T15:00:00Z`) + days * 86_400_000).toISOString();

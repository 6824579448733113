import type { TBulkBatch, TBulkNotificationRequest } from '@ledgerport/contract';

/** The bulk notification API over HTTP, as the web app calls it: for tests and benchmarks of a real server. */
export async function bulkClient(baseUrl: string, credentials: { email: string; password: string }) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, rememberMe: false }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const authorization = `Bearer ${token}`;

  return {
    /** POST /bulk/notifications: `batch` first, then the sheet, as the browser's FormData sends them. */
    async submit(batch: TBulkNotificationRequest, sheet: { name: string; content: string | Uint8Array }) {
      const form = new FormData();
      form.append('batch', JSON.stringify(batch));
      // A copy: Blob takes only bytes backed by a plain ArrayBuffer.
      const content = typeof sheet.content === 'string' ? sheet.content : new Uint8Array(sheet.content);
      form.append('file', new Blob([content]), sheet.name);
      const response = await fetch(`${baseUrl}/api/v1/bulk/notifications`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      if (response.status !== 202) throw new Error(`submit answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as TBulkBatch;
    },

    async batch(batchId: string) {
      const response = await fetch(`${baseUrl}/api/v1/bulk/notifications/${batchId}`, { headers: { authorization } });
      if (!response.ok) throw new Error(`batch answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as TBulkBatch;
    },
  };
}

/** A notification sheet as CSV: a header row, then one row per recipient `recipient-<n>@<domain>`. */
export function recipientsSheet(count: number, domain: string, withPhones = false) {
  const lines = ['Client Name,Email,Phone Number,Sales Tax'];
  for (let n = 1; n <= count; n++) {
    // 212-555-01xx style numbers are valid (libphonenumber); the last four digits vary.
    const phone = withPhones ? `+1 212 555 ${String(n % 10_000).padStart(4, '0')}` : '';
    lines.push(`Client ${n},recipient-${n}@${domain},${phone},${n}.00`);
  }
  return lines.join('\r\n');
}

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { acme, asStaff, fileEntry, filesPath, folderEntry } from '../../../test/files-test-support.ts';
import { renderApp } from '../../../test/render-app.tsx';

const api = `/api/v1/tenants/${acme.uuid}`;
const envelopeUuid = '50000000-0000-4000-8000-000000000001';
const draftEnvelope = {
  uuid: envelopeUuid,
  tenant_uuid: acme.uuid,
  company_name: acme.name,
  title: '8879',
  message: '',
  status: 'draft',
  progress: 'draft',
  order: 'together',
  verification: 'signed_in',
  due_date: null,
  expires_at: '2099-01-01T00:00:00.000Z',
  original: { path: '8879.pdf', sha256: 'ab'.repeat(32), pages: [{ width: 612, height: 792 }] },
  signed_path: null,
  created_by_name: 'Ada Staff',
  created_at: '2026-11-01T10:00:00.000Z',
  sent_at: null,
  completed_at: null,
  voided_reason: null,
  signers: [],
  fields: [],
};
const entries = [folderEntry('Others'), fileEntry('8879.pdf', 2048), fileEntry('notes.txt', 10)];

describe('Request signature from a folder', () => {
  it('makes a draft envelope of a PDF and opens its prepare screen; other files do not offer it', async () => {
    const fetch = asStaff(['view files', 'manage signatures'], {
      [`GET ${filesPath()}`]: () => json(200, { path: '', entries, next_cursor: null }),
      [`POST ${api}/signing/envelopes`]: () => json(201, draftEnvelope),
    });
    const ui = userEvent.setup();
    const { router } = renderApp(`/index/company?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`);
    await screen.findByText('notes.txt', {}, { timeout: 5000 });

    await ui.click(screen.getByRole('button', { name: 'Actions for notes.txt' }));
    expect(screen.queryByRole('menuitem', { name: 'Request signature…' })).not.toBeInTheDocument();
    await ui.keyboard('{Escape}');

    await ui.click(screen.getByRole('button', { name: 'Actions for 8879.pdf' }));
    await ui.click(await screen.findByRole('menuitem', { name: 'Request signature…' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ path: '8879.pdf' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/signatures/prepare'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      company_uuid: acme.uuid,
      envelope: envelopeUuid,
    });
  });
});

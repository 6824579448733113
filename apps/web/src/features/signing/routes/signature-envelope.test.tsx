import type { TEnvelope, TEnvelopeEvent } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatsFor } from '../../../lib/formats.ts';
import { json } from '../../../test/fake-api.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acmeUuid, someEnvelope, someSigner, uuidOf } from '../signing-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const api = `/api/v1/tenants/${acmeUuid}/signing/envelopes/${uuidOf(1)}`;
const screenPath = `/signatures/envelope?company_uuid=${acmeUuid}&envelope=${uuidOf(1)}`;
const SIGNED_AT = '2026-11-02T15:04:09.000Z';

const event = (seq: number, type: TEnvelopeEvent['type'], details: Partial<TEnvelopeEvent> = {}): TEnvelopeEvent => ({
  seq,
  type,
  at: `2026-11-0${seq < 3 ? 1 : 2}T1${seq}:00:00.000Z`,
  signer: null,
  by_name: null,
  reason: null,
  channel: null,
  method: null,
  failures: null,
  adopted: null,
  ip: null,
  ...details,
});
const ann = { uuid: uuidOf(101), name: 'Ann Taxpayer' };
const bob = { uuid: uuidOf(102), name: 'Bob Spouse' };
const events = [
  event(1, 'created', { by_name: 'Ada Staff' }),
  event(2, 'sent', { by_name: 'Ada Staff' }),
  event(3, 'viewed', { signer: ann, ip: '203.0.113.7' }),
  event(4, 'signed', { signer: ann, adopted: 'typed', ip: '203.0.113.7', at: SIGNED_AT }),
  event(5, 'verification_failed', { signer: bob, method: 'form_8879', failures: 3 }),
  event(6, 'signer_locked', { signer: bob }),
];

/** Together: Ann has signed, Bob is locked out after three failed checks. */
const locked = someEnvelope(1, {
  title: 'Form 8879 – 2025',
  order: 'together',
  progress: 'partly_signed',
  signers: [someSigner(1, { status: 'signed', signed_at: SIGNED_AT }), someSigner(2, { status: 'locked' })],
});

function openAs(permissions: string[], envelope: () => TEnvelope = () => locked) {
  return signedInAs(staffUser, permissions, {
    [`GET ${api}/document`]: () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    [`GET ${api}`]: () => json(200, envelope()),
    [`GET ${api}/events`]: () => json(200, { data: events }),
    [`GET /api/v1/tenants/${acmeUuid}`]: () => json(200, { uuid: acmeUuid, name: 'Acme Bakery LLC' }),
  });
}

describe('the staff screen of one envelope', () => {
  it('shows the envelope, each signer where they stand, and the timeline in the user’s time', async () => {
    openAs(['view files']);
    renderApp(screenPath);
    expect(await screen.findByRole('heading', { name: 'Form 8879 – 2025', level: 1 })).toBeVisible();
    expect(screen.getByText('Acme Bakery LLC')).toBeVisible();
    expect(screen.getByText('Partly signed')).toBeVisible();
    expect(screen.getByText('Form 8879 level')).toBeVisible();

    const formats = formatsFor('en');
    const annItem = within(screen.getByRole('listitem', { name: 'Ann Taxpayer' }));
    expect(annItem.getByText('signed')).toBeVisible();
    expect(annItem.getByText(`Signed on ${formats.dateTime(SIGNED_AT)}`)).toBeVisible();
    const bobItem = within(screen.getByRole('listitem', { name: 'Bob Spouse' }));
    expect(bobItem.getByText('locked after failed checks')).toBeVisible();
    // Only staff who manage signatures record a paper copy.
    expect(bobItem.queryByRole('button', { name: /paper copy/ })).toBeNull();

    const timeline = within(await screen.findByRole('list', { name: 'Timeline' }));
    const steps = timeline.getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('time')?.getAttribute('datetime'))).toEqual(events.map((e) => e.at));
    expect(within(steps[0]!).getByText('Envelope prepared')).toBeVisible();
    expect(within(steps[0]!).getByText('by Ada Staff')).toBeVisible();
    expect(within(steps[3]!).getByText('Ann Taxpayer · typed signature · IP address 203.0.113.7')).toBeVisible();
    expect(within(steps[3]!).getByText(formats.dateTime(SIGNED_AT, { seconds: true }))).toBeVisible();
    expect(within(steps[4]!).getByText('Bob Spouse · Form 8879 level · failed attempt 3 of 3')).toBeVisible();
    expect(within(steps[5]!).getByText('Signer locked after failed checks')).toBeVisible();

    // Sent, not completed: the original and the evidence, no signed PDF yet.
    expect(screen.getByRole('button', { name: 'Download original' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download evidence' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download signed PDF' })).toBeNull();
    // A conversation with the client about this envelope starts here, tied to it (issue 34).
    expect(screen.getByRole('link', { name: 'Start a conversation' }).getAttribute('href')).toContain(
      'link_kind=SIGNATURE',
    );
  });

  it('shows why a signer declined', async () => {
    openAs(['view files'], () =>
      someEnvelope(1, {
        status: 'declined',
        progress: 'declined',
        signers: [someSigner(1, { status: 'declined', declined_reason: 'Wrong tax year' })],
      }),
    );
    renderApp(screenPath);
    const annItem = within(await screen.findByRole('listitem', { name: 'Ann Taxpayer' }));
    expect(annItem.getByText('declined')).toBeVisible();
    expect(annItem.getByText('Reason: Wrong tax year')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download signed PDF' })).toBeNull();
  });

  it('downloads the sealed PDF of a completed envelope', async () => {
    // jsdom has no object URLs: stand in for the browser's, and put back whatever was there.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:signed'), revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const completed = someEnvelope(1, {
      status: 'completed',
      progress: 'signed',
      completed_at: SIGNED_AT,
      signers: [someSigner(1, { status: 'signed', signed_at: SIGNED_AT })],
    });
    const fetch = openAs(['view files'], () => completed);
    const ui = userEvent.setup();
    renderApp(screenPath);
    await ui.click(await screen.findByRole('button', { name: 'Download signed PDF' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(callsTo(fetch, 'GET', `${api}/document`).map((url) => url.search)).toEqual(['?kind=signed']);
    expect(clicked[0]).toHaveAttribute('href', 'blob:signed');
  });

  it('records a locked signer’s paper copy: the chosen PDF is sent, a refusal is said in words', async () => {
    let current = locked;
    openAs(['view files', 'manage signatures'], () => current);
    const sent = installFakeXhr();
    const ui = userEvent.setup();
    renderApp(screenPath);
    const bobItem = within(await screen.findByRole('listitem', { name: 'Bob Spouse' }));
    // Ann has signed: nothing to record for her.
    const annItem = within(screen.getByRole('listitem', { name: 'Ann Taxpayer' }));
    expect(annItem.queryByRole('button', { name: /paper copy/ })).toBeNull();
    await ui.click(bobItem.getByRole('button', { name: 'Upload paper copy for Bob Spouse' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Paper copy for Bob Spouse' }));
    const confirm = dialog.getByRole('button', { name: 'Record the paper copy' });
    expect(confirm).toBeDisabled();
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
    await ui.upload(input, new File(['not really'], 'scan.txt', { type: 'application/pdf' }));
    await ui.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`${api}/paper-copy?signer_uuid=${bob.uuid}`);
    expect(sent[0]!.file?.name).toBe('scan.txt');
    sent[0]!.respond(400, { error: { code: 'NOT_A_PDF', message: 'English server text' } });
    expect(
      await dialog.findByText('This file is not a PDF. Only PDF documents can be sent for signature.'),
    ).toBeVisible();

    await ui.upload(input, new File(['%PDF-1.7'], 'bob-signed.pdf', { type: 'application/pdf' }));
    await ui.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.file?.name).toBe('bob-signed.pdf');
    current = {
      ...locked,
      progress: 'signed',
      signers: [
        locked.signers[0]!,
        { ...locked.signers[1]!, status: 'signed', signed_at: SIGNED_AT, signed_on_paper: true },
      ],
    };
    sent[1]!.respond(200, current);
    expect(await screen.findByText('The paper copy of Bob Spouse was recorded.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The envelope is read again: Bob now counts as signed on paper.
    expect(
      await within(screen.getByRole('listitem', { name: 'Bob Spouse' })).findByText(
        `Signed on paper, recorded on ${formatsFor('en').dateTime(SIGNED_AT)}`,
      ),
    ).toBeVisible();
  });

  it('says when it is no longer that signer’s turn', async () => {
    openAs(['view files', 'manage signatures']);
    const sent = installFakeXhr();
    const ui = userEvent.setup();
    renderApp(screenPath);
    const bobItem = within(await screen.findByRole('listitem', { name: 'Bob Spouse' }));
    await ui.click(bobItem.getByRole('button', { name: 'Upload paper copy for Bob Spouse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Paper copy for Bob Spouse' }));
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
    await ui.upload(input, new File(['%PDF-1.7'], 'bob.pdf', { type: 'application/pdf' }));
    await ui.click(dialog.getByRole('button', { name: 'Record the paper copy' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.respond(409, { error: { code: 'SIGNING_STATE', message: 'English server text' } });
    expect(await dialog.findByText(/A paper copy cannot be recorded for Bob Spouse now/)).toBeVisible();
  });
});

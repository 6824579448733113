import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { bulkTenantsApi, tenantCsv, tenantLine } from '../bulk-tenants/bulk-tenants.test-support.ts';

const ctx = useTestApp();
const db = () => ctx.database.db;

const admin = async () =>
  tokenFor(ctx.app, (await createUser(db(), { staffRoles: ['SuperAdmin'], name: 'Sue Super' })).email);

const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The firm's language, as the SuperAdmin sets it under firm settings. */
async function setFirmLanguage(token: string, locale: string) {
  const current = (
    await ctx.app.inject({ method: 'GET', url: '/api/v1/firm-settings/branding', headers: bearer(token) })
  ).json();
  const { firm_name, primary_color, support_email, sender_name } = current;
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/firm-settings/branding',
    headers: bearer(token),
    payload: { firm_name, primary_color, support_email, sender_name, default_locale: locale },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Every invitation e-mail to `email`, oldest first: its language, subject and text. */
const invitationsTo = (email: string) =>
  db()
    .selectFrom('outbox_messages')
    .select(['locale', 'subject', 'text_body'])
    .where('to_address', '=', email)
    .where('template', '=', 'invitation')
    .orderBy('created_at')
    .execute();

const localeOf = async (email: string) =>
  (await db().selectFrom('users').select('locale').where('email', '=', email).executeTakeFirstOrThrow()).locale;

const SUBJECT = {
  en: /invites you/,
  es: /le invita/,
  de: /lädt Sie/,
  it: /La invita/,
  ru: /приглашает вас/,
};

describe("the firm's language", () => {
  it('is English until set, is audited when changed, shows on the login branding, and is one we offer', async () => {
    const token = await admin();
    const branding = await ctx.app.inject({ method: 'GET', url: '/api/v1/branding' });
    expect(branding.json().default_locale).toBe('en');

    await setFirmLanguage(token, 'de');

    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/branding' })).json().default_locale).toBe('de');
    const [event] = await db()
      .selectFrom('audit_events')
      .select(['changes'])
      .where('action', '=', 'FIRM_SETTING_CHANGE')
      .orderBy('seq', 'desc')
      .limit(1)
      .execute();
    expect(event?.changes).toMatchObject({ default_locale: { from: 'en', to: 'de' } });
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/firm-settings/branding',
      headers: bearer(token),
      payload: {
        firm_name: 'Dunn',
        primary_color: '#1c7ed6',
        support_email: null,
        sender_name: null,
        default_locale: 'fr',
      },
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    await setFirmLanguage(token, 'en');
  });
});

describe('an invitation is written in the language staff chose, else the firm’s', () => {
  it('a tenant user: in the chosen language, kept as theirs; re-sent in it, or in another chosen then', async () => {
    const token = await admin();
    await setFirmLanguage(token, 'de');
    const tenant = await createTenant(db(), { name: 'Greenleaf Bakery LLC' });
    const person = { name: 'Nina Baker', phone_mobile: '5550101010', user_type: 'TenantManager' };

    const chosen = await post(token, `/tenants/${tenant.id}/users`, { ...person, email: 'nina@gl.test', locale: 'ru' });
    const firms = await post(token, `/tenants/${tenant.id}/users`, { ...person, email: 'omar@gl.test' });
    expect([chosen.statusCode, firms.statusCode]).toEqual([201, 201]);

    expect((await invitationsTo('nina@gl.test')).map((m) => m.locale)).toEqual(['ru']);
    expect((await invitationsTo('nina@gl.test'))[0]?.subject).toMatch(SUBJECT.ru);
    expect(await localeOf('nina@gl.test')).toBe('ru');
    // The link opens the registration screen, which speaks the invitee's language.
    const linkToken = /user_verification_uuid=([\w-]+)/.exec((await invitationsTo('nina@gl.test'))[0]!.text_body)![1];
    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/v1/invitations/${linkToken}` });
    expect(lookup.json()).toMatchObject({ email: 'nina@gl.test', locale: 'ru' });
    expect((await invitationsTo('omar@gl.test'))[0]).toMatchObject({
      locale: 'de',
      subject: expect.stringMatching(SUBJECT.de),
    });
    expect(await localeOf('omar@gl.test')).toBe('de');

    const again = await post(token, `/tenants/${tenant.id}/users/${chosen.json().uuid}/invitation`);
    expect(again.statusCode, again.body).toBe(202);
    const other = await post(token, `/tenants/${tenant.id}/users/${chosen.json().uuid}/invitation`, { locale: 'it' });
    expect(other.statusCode, other.body).toBe(202);

    expect((await invitationsTo('nina@gl.test')).map((m) => m.locale)).toEqual(['ru', 'ru', 'it']);
    expect((await invitationsTo('nina@gl.test'))[2]?.subject).toMatch(SUBJECT.it);
    expect(await localeOf('nina@gl.test')).toBe('it');
    const [resent] = await db()
      .selectFrom('audit_events')
      .select(['changes'])
      .where('action', '=', 'INVITATION_SEND')
      .where('target', '=', `user:${chosen.json().uuid}`)
      .orderBy('seq', 'desc')
      .limit(1)
      .execute();
    expect(resent?.changes).toEqual({ locale: { from: 'ru', to: 'it' } });
    await setFirmLanguage(token, 'en');
  });

  it('a staff member from /create/internal/user and from /users/create, and their re-send', async () => {
    const token = await admin();
    await setFirmLanguage(token, 'es');
    const staff = (email: string, locale?: string) => ({
      user_name: 'Ivo',
      email,
      phone_mobile: '5551110000',
      phone_office: '5552220000',
      fax: '5553330000',
      user_type: 'Processor',
      ...(locale ? { locale } : {}),
    });

    const internal = await post(token, '/internal-users', staff('ivo@dunn.test', 'it'));
    expect(internal.statusCode, internal.body).toBe(201);
    expect((await post(token, '/internal-users', staff('eva@dunn.test'))).statusCode).toBe(201);
    const processor = await db()
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Processor')
      .executeTakeFirstOrThrow();
    const user = { name: 'Uta', mobile: '5554440000', roles: [processor.id] };
    expect((await post(token, '/users', { ...user, email: 'uta@dunn.test', locale: 'de' })).statusCode).toBe(201);
    expect((await post(token, '/users', { ...user, email: 'udo@dunn.test' })).statusCode).toBe(201);

    expect((await invitationsTo('ivo@dunn.test'))[0]).toMatchObject({
      locale: 'it',
      subject: expect.stringMatching(SUBJECT.it),
    });
    expect((await invitationsTo('eva@dunn.test'))[0]).toMatchObject({
      locale: 'es',
      subject: expect.stringMatching(SUBJECT.es),
    });
    expect((await invitationsTo('uta@dunn.test'))[0]).toMatchObject({
      locale: 'de',
      subject: expect.stringMatching(SUBJECT.de),
    });
    expect((await invitationsTo('udo@dunn.test'))[0]).toMatchObject({ locale: 'es' });
    expect([await localeOf('ivo@dunn.test'), await localeOf('uta@dunn.test')]).toEqual(['it', 'de']);

    const resent = await post(token, `/internal-users/${internal.json().uuid}/invitation`, { locale: 'ru' });
    expect(resent.statusCode, resent.body).toBe(202);
    expect((await invitationsTo('ivo@dunn.test')).map((m) => m.locale)).toEqual(['it', 'ru']);
    expect(await localeOf('ivo@dunn.test')).toBe('ru');
    await setFirmLanguage(token, 'en');
  });

  it("a bulk import's owners: the row's Language cell, else the import's choice, else the firm's", async () => {
    const token = await admin();
    await setFirmLanguage(token, 'de');
    const api = bulkTenantsApi(ctx);
    const withLanguage = (cells: string[], lines: ReturnType<typeof tenantLine>[]) =>
      tenantCsv(lines)
        .split('\n')
        .map((line, index) => `${line},${index === 0 ? 'Language' : cells[index - 1]}`)
        .join('\n');

    const sheet = withLanguage(
      ['Русский', '', 'ES'],
      [tenantLine('lang-a'), tenantLine('lang-b'), tenantLine('lang-c')],
    );
    const firmDefault = await api.upload(
      token,
      { selected_rows: [2, 3, 4], invite_owners: true },
      {
        name: 'owners.csv',
        content: sheet,
      },
    );
    expect(firmDefault.statusCode, firmDefault.body).toBe(201);
    const chosen = await api.upload(
      token,
      { selected_rows: [2], invite_owners: true, owner_locale: 'it' },
      {
        name: 'owners.csv',
        content: tenantCsv([tenantLine('lang-d')]),
      },
    );
    expect(chosen.statusCode, chosen.body).toBe(201);

    const languages = await Promise.all(
      ['lang-a', 'lang-b', 'lang-c', 'lang-d'].map(
        async (n) => (await invitationsTo(`contact-${n}@bulk.test`))[0]?.locale,
      ),
    );
    expect(languages).toEqual(['ru', 'de', 'es', 'it']);
    expect((await invitationsTo('contact-lang-a@bulk.test'))[0]?.subject).toMatch(SUBJECT.ru);
    expect(await localeOf('contact-lang-b@bulk.test')).toBe('de');

    const unknown = await api.upload(
      token,
      { selected_rows: [2], invite_owners: true },
      {
        name: 'owners.csv',
        content: withLanguage(['Klingon'], [tenantLine('lang-e')]),
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([
      {
        field: 'rows.2.language',
        message: 'Write the language as en, es, de, it or ru, or its name (English, Deutsch…)',
      },
    ]);
    expect(await invitationsTo('contact-lang-e@bulk.test')).toEqual([]);
    await setFirmLanguage(token, 'en');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { listCatalogFiles, type CatalogFile } from './catalog-files.ts';

let database: Database;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-files-'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function heldMessage(tenantId: string, outcome: 'HELD' | 'ACCEPTED', storagePath: string) {
  const message = await database.db
    .insertInto('inbound_messages')
    .values({
      tenant_id: tenantId,
      address_token: `token-${storagePath}`,
      mail_from: 'stranger@elsewhere.test',
      from_address: 'stranger@elsewhere.test',
      subject: 'Invoice',
      spf: 'none',
      dkim: 'none',
      dmarc: 'none',
      outcome,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('inbound_held_files')
    .values({
      message_id: message.id,
      position: 0,
      name: 'invoice.pdf',
      storage_path: storagePath,
      size: 10,
      sha256: '0'.repeat(64),
      content_type: 'application/pdf',
    })
    .execute();
}

describe('listCatalogFiles: what a backup copies', () => {
  it('lists the attachments of an e-mail held in the quarantine, not those of one already decided', async () => {
    const tenant = await createTenant(database.db, { name: 'Held Mail Books' });
    await heldMessage(tenant.id, 'HELD', 'Held e-mail/one/invoice.pdf');
    await heldMessage(tenant.id, 'ACCEPTED', 'Held e-mail/two/invoice.pdf');
    const listFile = path.join(dir, 'list.jsonl');
    await listCatalogFiles(database.db, listFile);
    const listed = fs
      .readFileSync(listFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CatalogFile)
      .filter(([root]) => root === tenant.root_directory);
    expect(listed.map(([, file]) => file)).toEqual(['Held e-mail/one/invoice.pdf']);
  });
});

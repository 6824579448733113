import type { TUploadType } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';

export function findUser(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'status']).where('id', '=', userId).executeTakeFirst();
}

export function insertUpload(
  db: Db,
  upload: {
    tenantId: string;
    type: TUploadType;
    uploadedBy: string;
    fileName: string;
    path: string;
    size: number;
    sha256: string;
  },
) {
  return db
    .insertInto('uploads')
    .values({
      tenant_id: upload.tenantId,
      type: upload.type,
      uploaded_by: upload.uploadedBy,
      file_name: upload.fileName,
      path: upload.path,
      size: upload.size,
      sha256: upload.sha256,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Where a company's files live, for work no signed-in caller does (a job filing a generated file). */
export function findTenantStorage(db: Db, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select(['id', 'root_directory', 'root_directory_type'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

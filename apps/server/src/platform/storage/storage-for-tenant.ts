import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { loadS3 } from '../lazy/heavy-modules.ts';
import { createLocalStorage } from './local-storage.ts';
import type { StorageResolver, TenantStorage } from './storage.ts';

/**
 * The storage of each tenant, by its root_directory_type. One S3Client serves every S3 tenant of the process
 * (it pools connections and caches credentials); it is made the first time an S3 tenant is used, so a portal
 * with only local tenants never loads the AWS SDK at all (see s3.lazy.ts, s3-client settings included).
 */
export function createStorageResolver(config: Pick<Config, 'storageRoot' | 's3'>): StorageResolver {
  let client: S3Client | undefined;
  const s3StorageOf = async (rootDirectory: string) => {
    const { createS3Client, createS3Storage } = await loadS3();
    return createS3Storage((client ??= createS3Client(config.s3)), rootDirectory);
  };
  return (tenant) =>
    tenant.root_directory_type === 'AWS_S3'
      ? deferredS3Storage(() => s3StorageOf(tenant.root_directory))
      : createLocalStorage(config.storageRoot, tenant.root_directory);
}

/**
 * An S3 storage whose every call first waits for the SDK to load (once per process; a few milliseconds the first
 * time). Every TenantStorage call is asynchronous already, so callers see no difference.
 */
function deferredS3Storage(open: () => Promise<TenantStorage>): TenantStorage {
  let opened: Promise<TenantStorage> | undefined;
  const storage = () => (opened ??= open());
  return {
    kind: 'AWS_S3',
    list: async (folder) => (await storage()).list(folder),
    stat: async (file) => (await storage()).stat(file),
    read: async (file, range) => (await storage()).read(file, range),
    write: async (folder, name, content, options) => (await storage()).write(folder, name, content, options),
    stage: async (content, options) => (await storage()).stage(content, options),
    publish: async (staged, folder, name) => (await storage()).publish(staged, folder, name),
    discardStaged: async (id) => (await storage()).discardStaged(id),
    findPublished: async (staged, folder, name) => (await storage()).findPublished(staged, folder, name),
    sweepStaging: async (keep, olderThan, abandonBefore) =>
      (await storage()).sweepStaging(keep, olderThan, abandonBefore),
    remove: async (file) => (await storage()).remove(file),
    destroy: async (file) => (await storage()).destroy(file),
    presignedUrl: async (file, options) => {
      const s3 = await storage();
      if (!s3.presignedUrl) throw new Error('S3 storage without presigned URLs');
      return s3.presignedUrl(file, options);
    },
  };
}

import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageResolver } from './storage.ts';

/**
 * The storage of each tenant, by its root_directory_type. One S3Client serves every S3 tenant of the process
 * (it pools connections and caches credentials); it is made the first time an S3 tenant is used, so a portal
 * with only local tenants never configures the AWS SDK at all.
 */
export function createStorageResolver(config: Pick<Config, 'storageRoot' | 's3'>): StorageResolver {
  let client: S3Client | undefined;
  return (tenant) =>
    tenant.root_directory_type === 'AWS_S3'
      ? createS3Storage((client ??= createS3Client(config.s3)), tenant.root_directory)
      : createLocalStorage(config.storageRoot, tenant.root_directory);
}

/**
 * Credentials: S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY when both are set (MinIO and other S3-compatible
 * services, or a dedicated IAM user). Otherwise the AWS SDK's default chain: AWS_* environment variables,
 * ~/.aws profiles (AWS_PROFILE), web identity (EKS), then the ECS task or EC2 instance role, which is the
 * usual production setup on AWS because no secret is stored anywhere.
 */
export function createS3Client(s3: Config['s3']): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    forcePathStyle: s3.forcePathStyle,
    // The SDK's default (checksums on every request, streamed bodies sent with aws-chunked framing) is not
    // understood by every S3-compatible service: s3rver, for one, stores the chunk framing inside the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';

// Loaded only through platform/lazy/heavy-modules.ts (loadS3), the first time an S3 tenant is used.
export { createS3Storage } from './s3-storage.lazy.ts';

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

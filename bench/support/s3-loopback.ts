import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client } from '../../apps/server/src/platform/storage/s3.lazy.ts';
import { mapLimit } from '../../apps/server/src/platform/storage/map-limit.ts';
import { startS3 } from '../../e2e/support/s3-server.ts';

/**
 * An S3 endpoint on loopback (the journeys' s3rver, in this process: the disposal and its reference share it alike) with one
 * bucket, and the bench's own client to fill it, count what is left and delete directly.
 */
export async function s3OnLoopback(bucket: string, cleanups: { push: (step: () => unknown) => void }) {
  const running = await startS3(bucket);
  cleanups.push(() => running.stop());
  const s3 = {
    endpoint: running.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(s3);
  cleanups.push(() => client.destroy());
  const bytes = Buffer.alloc(1024, 7);
  return {
    s3,
    /** `count` objects of 1 KB, <prefix>f<i>.pdf, a few uploads at a time. */
    put: (prefix: string, count: number) =>
      mapLimit(
        Array.from({ length: count }, (_, i) => `${prefix}f${i}.pdf`),
        16,
        (key) => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes })),
      ),
    /** Keys under `prefix`. */
    keys: async (prefix: string) => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    /** The reference: each key deleted directly, one after another. */
    deleteEach: async (keys: string[]) => {
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

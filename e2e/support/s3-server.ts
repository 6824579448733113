// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- reuse the server's types for s3rver (it ships none)
/// <reference path="../../apps/server/src/platform/storage/s3rver.d.ts" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type RunningS3 = {
  endpoint: string;
  bucket: string;
  /** The S3_* settings a server needs to reach this s3rver. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * An S3-compatible service on loopback (s3rver, files in a temp folder) with one bucket, for the journeys of
 * AWS_S3 tenants. The servers reach it with the static S3RVER credentials it accepts.
 */
export async function startS3(bucket = 'ledgerport-e2e'): Promise<RunningS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** 404 from S3, whatever the operation calls it (HeadObject has no body, so no error code). */
export const isS3NotFound = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  if (e?.name === 'NoSuchBucket') return false; // a configuration problem, not a missing file
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

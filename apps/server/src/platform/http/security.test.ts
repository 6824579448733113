import { describe, expect, it } from 'vitest';
import { s3Origins } from './security.ts';

describe('origins allowed for S3 previews', () => {
  it('allows AWS regional bucket URLs when only credentials are configured', () => {
    expect(
      s3Origins({ endpoint: undefined, region: 'eu-central-1', forcePathStyle: false, accessKeyId: 'AKIA' }),
    ).toEqual(['https://s3.eu-central-1.amazonaws.com', 'https://*.s3.eu-central-1.amazonaws.com']);
  });

  it('allows nothing extra when S3 is not configured', () => {
    expect(s3Origins({ endpoint: undefined, region: 'us-east-1', forcePathStyle: false })).toEqual([]);
  });

  it('allows the endpoint alone for path-style links', () => {
    expect(s3Origins({ endpoint: 'http://127.0.0.1:9000/', region: 'us-east-1', forcePathStyle: true })).toEqual([
      'http://127.0.0.1:9000',
    ]);
  });

  it('adds bucket subdomains for virtual-hosted links', () => {
    expect(
      s3Origins({ endpoint: 'https://s3.eu-west-1.amazonaws.com', region: 'eu-west-1', forcePathStyle: false }),
    ).toEqual(['https://s3.eu-west-1.amazonaws.com', 'https://*.s3.eu-west-1.amazonaws.com']);
  });
});

import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('URLs in the logs', () => {
  it('hides the token of a signed file link', () => {
    expect(redactUrl('/api/v1/files/download?token=eyJhbGci.abc.def')).toBe('/api/v1/files/download?token=[redacted]');
  });

  it('hides invitation and password-reset tokens in paths and queries', () => {
    expect(redactUrl('/api/v1/invitations/AbC123_-xyz/register')).toBe('/api/v1/invitations/[redacted]/register');
    expect(redactUrl('/api/v1/auth/password-reset/AbC123')).toBe('/api/v1/auth/password-reset/[redacted]');
    expect(redactUrl('/app/register?user_verification_uuid=AbC&x=1')).toBe(
      '/app/register?user_verification_uuid=[redacted]&x=1',
    );
  });

  it('hides the tokens of signing-only links and upload links, whatever follows them', () => {
    expect(redactUrl('/api/v1/signing/link/Qh7-abc_DEF/document')).toBe('/api/v1/signing/link/[redacted]/document');
    expect(redactUrl('/api/v1/signing/link/Qh7-abc_DEF')).toBe('/api/v1/signing/link/[redacted]');
    expect(redactUrl('/api/v1/upload-link/Zz9_x/files')).toBe('/api/v1/upload-link/[redacted]/files');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/v1/tenants?search=token')).toBe('/api/v1/tenants?search=token');
    expect(redactUrl('/api/v1/auth/password-reset')).toBe('/api/v1/auth/password-reset');
  });
});

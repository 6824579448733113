/** Why the firm's signing key cannot be used: said to the operator at start or in the completing job's log. */
export class SigningKeyError extends Error {
  readonly reason:
    'unreadable' | 'not_pkcs12_or_wrong_password' | 'no_private_key' | 'no_matching_certificate' | 'expired';
  constructor(reason: SigningKeyError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

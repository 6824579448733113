/**
 * What the certificate page of a completed envelope states. The feature fills it from its records; the page
 * prints it as it is (this module decides layout, not facts).
 */
export type CertificateSigner = {
  name: string;
  email: string;
  /** 'signed_in': the portal's own sign-in; 'form_8879': one-time code and known data; 'paper_copy': hand-signed. */
  verification_method: 'signed_in' | 'form_8879' | 'paper_copy';
  /** In words, e.g. "passed: code sent by e-mail, prior-year AGI matched (1 failed attempt)". */
  verification_result: string;
  ip: string | null;
  user_agent: string | null;
  consented_at: Date | null;
  signed_at: Date | null;
  /** Present on a Form 8879 envelope: the record IRS Publication 1345 asks a signing system to keep. */
  pub1345?: Pub1345Record;
};

/**
 * IRS Publication 1345, "Electronic Signatures" for Form 8879 (remote transactions): the electronic signature
 * software must record these items for each taxpayer who signs. Numbered as the publication lists them.
 */
export type Pub1345Record = {
  /** 1. Digital image of the signed form: which pages of this file carry it, e.g. "1-2". */
  signed_form_pages: string;
  /** 2. Date and time of the signature. */
  signed_at: Date;
  /** 3. The taxpayer's computer IP address. */
  ip_address: string;
  /** 4. The taxpayer's login identification (user name), or the address a signing-only link was sent to. */
  login_id: string;
  /** 5. Identity verification: what was checked and its result. */
  identity_verification: string;
  /** 6. Method used to sign the record, e.g. typed name, drawn signature. */
  signature_method: 'typed' | 'drawn';
  /** 7. The audit trail that reflects the completion of the signature: the envelope's evidence chain. */
  audit_trail: string;
};

export type SigningCertificate = {
  envelope_uuid: string;
  title: string;
  file_name: string;
  page_count: number;
  /** SHA-256 (hex) of the file as uploaded. */
  original_sha256: string;
  /**
   * SHA-256 (hex) of the document with the signers' fields written, before this page and the seal: a page
   * cannot carry the hash of the file it is part of. The sealed file's hash is in the evidence chain.
   */
  final_sha256: string;
  firm_name: string;
  /** IANA zone: every time is printed in UTC and in this zone. */
  firm_time_zone: string;
  completed_at: Date;
  signers: CertificateSigner[];
};

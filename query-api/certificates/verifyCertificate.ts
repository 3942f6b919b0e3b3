import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { CertificateKeyring } from '../../infra/adapters/signing/certificateKeyring.ts';
import { checkSignature } from '../../infra/adapters/signing/certificateSignature.ts';
import { certificateSchema, type Certificate, type SignedCertificateUpload } from './certificateDocument.ts';
import { fingerprintOnRecord } from './purchaseCertificate.ts';

/** What /verify tells of a certificate sent to it. */
export interface CertificateVerification {
  /** The platform signed exactly this certificate with the key it names. */
  signatureValid: boolean;
  kid: string;
  /** The key is one the platform signs or signed with (published at /.well-known/…). */
  keyKnown: boolean;
  /** The clip with this fingerprint is in the catalogue. */
  fingerprintOnRecord: boolean;
  /** The certificate's facts when it is one this version reads, else null. */
  certificate: Certificate | null;
}

/** Checks a signed certificate: the signature over its canonical JSON, then the fingerprint on record. */
export async function verifyCertificate(
  db: SqlExecutor,
  keyring: CertificateKeyring,
  signed: SignedCertificateUpload,
): Promise<CertificateVerification> {
  const check = checkSignature(keyring, signed);
  const parsed = certificateSchema.safeParse(signed.certificate);
  const certificate = parsed.success ? parsed.data : null;
  return {
    ...check,
    signatureValid: check.signatureValid && certificate !== null,
    fingerprintOnRecord: certificate
      ? await fingerprintOnRecord(db, certificate.clip.clipId, certificate.clip.sha256)
      : false,
    certificate,
  };
}

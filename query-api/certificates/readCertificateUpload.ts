import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CERTIFICATE_ATTACHMENT } from './certificatePdf.ts';
import { signedCertificateSchema, type SignedCertificateUpload } from './certificateDocument.ts';

/** Why an upload holds no certificate to check: each is answered with its Thai message (400). */
export type UploadRefusal = 'empty' | 'notAPdf' | 'noAttachment' | 'malformed';

export type UploadReading = { kind: 'signed'; signed: SignedCertificateUpload } | { kind: UploadRefusal };

const PDF_MAGIC = '%PDF-';

/** A signed certificate as JSON (already parsed, or bytes), or the refusal. */
export function readSignedJson(input: unknown): UploadReading {
  let value = input;
  if (Buffer.isBuffer(input) || input instanceof Uint8Array) {
    try {
      value = JSON.parse(Buffer.from(input).toString('utf8'));
    } catch {
      return { kind: 'malformed' };
    }
  }
  const parsed = signedCertificateSchema.safeParse(value);
  return parsed.success ? { kind: 'signed', signed: parsed.data } : { kind: 'malformed' };
}

/**
 * The signed JSON attached to a certificate PDF (`dashclip-certificate.json`), read with pdf.js:
 * no script runs and no font is loaded, only the file's attachment tree is read.
 */
export async function readCertificatePdf(bytes: Buffer): Promise<UploadReading> {
  if (bytes.length === 0) return { kind: 'empty' };
  if (!bytes.subarray(0, 1024).toString('latin1').includes(PDF_MAGIC)) return { kind: 'notAPdf' };
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const attachments = (await pdf.getAttachments()) as Record<
      string,
      { filename: string; content: Uint8Array }
    > | null;
    const attachment = Object.values(attachments ?? {}).find(
      (file) => file.filename === CERTIFICATE_ATTACHMENT,
    );
    if (!attachment) return { kind: 'noAttachment' };
    return readSignedJson(Buffer.from(attachment.content));
  } catch {
    return { kind: 'notAPdf' };
  } finally {
    await task.destroy();
  }
}

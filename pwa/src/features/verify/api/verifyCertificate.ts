/**
 * POST /certificates/verify: a file-origin certificate (its PDF, or the signed JSON it carries) is
 * sent as it is; the answer says whether the platform's signature holds, under which key, and
 * whether the clip's fingerprint is on record (issue 21). Public and anonymous.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { CERTIFICATE_UPLOAD_MAX_BYTES } from '../../../../../events/constants.ts';
import { ApiError, apiUrl } from '../../../lib/apiClient.ts';
import { errors } from '../../../lib/texts.ts';
import { verify as t } from '../verifyTexts.ts';

const certificateSchema = z.object({
  issuedAt: z.string(),
  issuer: z.object({ name: z.string(), url: z.string() }),
  clip: z.object({
    clipId: z.string(),
    sha256: z.string(),
    bytes: z.number().nullable(),
    durationSeconds: z.number().nullable(),
    uploadedAt: z.string(),
    sellerPseudonym: z.string(),
    incident: z.object({
      date: z.string(),
      time: z.string(),
      province: z.string(),
      district: z.string(),
      locationName: z.string(),
    }),
    approvedAt: z.string().nullable(),
  }),
  purchase: z.object({
    purchaseId: z.string(),
    receiptNumber: z.string(),
    paidAt: z.string().nullable(),
    status: z.enum(['paid', 'refunded']),
  }),
  downloads: z.array(z.object({ at: z.string() })),
});
export type CertifiedFacts = z.output<typeof certificateSchema>;

const verificationSchema = z.object({
  signatureValid: z.boolean(),
  kid: z.string(),
  keyKnown: z.boolean(),
  fingerprintOnRecord: z.boolean(),
  certificate: certificateSchema.nullable().catch(null),
});
export type CertificateVerification = z.output<typeof verificationSchema>;

const answerSchema = z.union([
  z.object({ success: z.literal(true), data: verificationSchema }),
  z.object({ success: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);

/** A PDF's first bytes, whatever the file is named (a saved download may have lost its extension). */
const PDF_MAGIC = '%PDF-';

/** A PDF goes as application/pdf, anything else (.json) as application/json. */
async function isPdf(file: File): Promise<boolean> {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return true;
  const start = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => resolve('');
    reader.readAsText(file.slice(0, PDF_MAGIC.length));
  });
  return start === PDF_MAGIC;
}

export async function verifyCertificate(file: File): Promise<CertificateVerification> {
  if (file.size > CERTIFICATE_UPLOAD_MAX_BYTES)
    throw new ApiError('PAYLOAD_TOO_LARGE', 413, t.certificateTooLarge);
  const pdf = await isPdf(file);
  let response: Response;
  try {
    response = await fetch(apiUrl('/certificates/verify'), {
      method: 'POST',
      headers: {
        'Content-Type': pdf ? 'application/pdf' : 'application/json',
        Accept: 'application/json',
      },
      body: file,
    });
  } catch {
    throw new ApiError('NETWORK', 0, errors.connection);
  }
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    json = undefined;
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new ApiError('HTTP_ERROR', response.status, errors.connection);
  if (!answer.data.success)
    throw new ApiError(answer.data.error.code, response.status, answer.data.error.message);
  return answer.data.data;
}

export function useVerifyCertificate() {
  return useMutation({ mutationFn: verifyCertificate });
}

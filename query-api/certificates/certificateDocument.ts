import { z } from 'zod';
import { SHA256_HEX_LENGTH } from '../../events/constants.ts';

/** The version of the certificate's JSON; a verifier refuses what it does not know. */
export const CERTIFICATE_FORMAT = 'dashclip-certificate/1';

const text = z.string().max(500);
const instant = z.string().max(40);

/**
 * A file-origin certificate (issue 21): the facts of one clip and one purchase of it, as signed. No
 * IP address and nothing of the buyer; the seller only by the pseudonymous id the public clip page
 * shows (`seller._id`).
 */
export const certificateSchema = z.object({
  format: z.literal(CERTIFICATE_FORMAT),
  issuedAt: instant,
  issuer: z.object({ name: text, url: text }),
  clip: z.object({
    clipId: text,
    sha256: z.string().regex(new RegExp(`^[0-9a-f]{${SHA256_HEX_LENGTH}}$`)),
    bytes: z.number().int().nonnegative().nullable(),
    durationSeconds: z.number().nonnegative().nullable(),
    uploadedAt: instant,
    sellerPseudonym: text,
    incident: z.object({
      date: text,
      time: text,
      province: text,
      district: text,
      locationName: text,
    }),
    approvedAt: instant.nullable(),
  }),
  purchase: z.object({
    purchaseId: text,
    receiptNumber: text,
    paidAt: instant.nullable(),
    status: z.enum(['paid', 'refunded']),
  }),
  downloads: z.array(z.object({ at: instant })).max(100_000),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A certificate with the platform's signature, as served and as sent back to be verified. */
export const signedCertificateSchema = z.object({
  certificate: z.unknown(),
  signature: z.object({
    alg: z.string().max(20),
    kid: z.string().max(100),
    value: z.string().max(200),
  }),
});
export type SignedCertificateUpload = z.infer<typeof signedCertificateSchema>;

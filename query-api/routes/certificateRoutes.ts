import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { CERTIFICATE_UPLOAD_MAX_BYTES } from '../../events/constants.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { authorize, defineRoute, type CallerAccess } from '../../infra/http/defineRoute.ts';
import { idSchema } from '../../infra/http/inputSchemas.ts';
import { th } from '../../infra/http/messages.ts';
import { fieldErrors } from '../../infra/http/zodToThai.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { publishedKeys, type CertificateKeyring } from '../../infra/adapters/signing/certificateKeyring.ts';
import { signDocument } from '../../infra/adapters/signing/certificateSignature.ts';
import { certificatePdf } from '../certificates/certificatePdf.ts';
import { certificateTexts } from '../certificates/certificateTexts.ts';
import { purchaseCertificate } from '../certificates/purchaseCertificate.ts';
import {
  readCertificatePdf,
  readSignedJson,
  type UploadRefusal,
} from '../certificates/readCertificateUpload.ts';
import { verifyCertificate } from '../certificates/verifyCertificate.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';

/** Where anyone fetches the platform's certificate keys, outside /api (docs/api.md). */
export const WELL_KNOWN_KEYS_PATH = '/.well-known/dashclip-certificate-keys.json';
/** The key set changes only with a rotation: caches may keep it an hour. */
const KEYS_CACHE_SECONDS = 3600;

export interface CertificateSettings {
  keyring: CertificateKeyring;
  /** The platform as the certificate names it: the company (COMPANY_NAME) and the site (PUBLIC_URL). */
  issuer: { name: string; url: string };
  now?: () => Date;
}

const purchaseParams = z.object({ id: idSchema(purchaseTexts.notFound) }).strict();

const uploadRefusals: Record<UploadRefusal, string> = {
  empty: certificateTexts.emptyUpload,
  notAPdf: certificateTexts.notAPdf,
  noAttachment: certificateTexts.noAttachment,
  malformed: certificateTexts.malformed,
};

/** The public key set, as GET /api/certificates/keys and the well-known address answer it. */
function sendKeys(keyring: CertificateKeyring) {
  return (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', `public, max-age=${KEYS_CACHE_SECONDS}`);
    res.json(publishedKeys(keyring));
  };
}

/** The well-known address of the key set, mounted beside /api (infra/http/httpApp.ts `rootRouters`). */
export function wellKnownCertificateKeys(keyring: CertificateKeyring): Router {
  const router = express.Router();
  router.get(WELL_KNOWN_KEYS_PATH, sendKeys(keyring));
  return router;
}

/**
 * The signed file-origin certificate of a purchase (issue 21): as a Thai PDF carrying its signed
 * JSON, or the signed JSON alone, for the buyer and admins; the public keys; and the public check
 * of a certificate sent back as its PDF or JSON.
 */
export function certificateRoutes(
  router: Router,
  registry: OpenApiRegistry,
  db: SqlExecutor,
  settings: CertificateSettings,
): void {
  const now = settings.now ?? (() => new Date());

  /** The signed certificate of a purchase the caller may see, or the Thai refusal. */
  async function signedCertificate(req: Request, res: Response) {
    const caller = (res.locals.access as CallerAccess | undefined) ?? null;
    authorize('member', caller);
    const parsed = purchaseParams.safeParse(req.params, { reportInput: true });
    if (!parsed.success) throw new ApiError(400, 'VALIDATION', th.validation, fieldErrors(parsed.error));
    const answer = await purchaseCertificate(
      db,
      parsed.data.id,
      { id: caller!.uid, role: caller!.role },
      settings.issuer,
      now(),
    );
    if (answer.kind === 'notFound') throw new ApiError(404, 'NOT_FOUND', purchaseTexts.notFound);
    if (answer.kind === 'notPaid') throw new ApiError(409, 'PURCHASE_NOT_PAID', certificateTexts.notPaid);
    if (answer.kind === 'noFingerprint')
      throw new ApiError(409, 'NO_FINGERPRINT', certificateTexts.noFingerprint);
    res.setHeader('Cache-Control', 'private, no-store');
    return signDocument(settings.keyring, answer.certificate);
  }
  const fileName = (receiptNumber: string, extension: string) =>
    `attachment; filename="dashclip-certificate-${receiptNumber.replace(/[^\w-]/g, '')}.${extension}"`;

  registry.add({
    method: 'get',
    path: '/users/purchases/:id/certificate',
    summary:
      "A paid (or refunded) purchase's file-origin certificate as a Thai PDF carrying the signed JSON, for its buyer or an admin (404 for anyone else, 409 before payment)",
    access: 'member',
    params: purchaseParams,
  });
  router.get('/users/purchases/:id/certificate', async (req, res) => {
    const signed = await signedCertificate(req, res);
    const pdf = await certificatePdf(signed, `${settings.issuer.url}/verify`);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', fileName(signed.certificate.purchase.receiptNumber, 'pdf'));
    res.send(pdf);
  });

  registry.add({
    method: 'get',
    path: '/users/purchases/:id/certificate.json',
    summary:
      "The same certificate as signed JSON ({ certificate, signature: { alg: 'Ed25519', kid, value } }), for its buyer or an admin",
    access: 'member',
    params: purchaseParams,
  });
  router.get('/users/purchases/:id/certificate.json', async (req, res) => {
    const signed = await signedCertificate(req, res);
    res.setHeader('Content-Disposition', fileName(signed.certificate.purchase.receiptNumber, 'json'));
    res.json(signed);
  });

  registry.add({
    method: 'get',
    path: '/certificates/keys',
    summary:
      'The public keys certificates are signed with ({ keys: [{ kty, crv, kid, x, use, current }] }), also at /.well-known/dashclip-certificate-keys.json; cacheable',
    access: 'public',
  });
  router.get('/certificates/keys', sendKeys(settings.keyring));

  // A PDF arrives as bytes; JSON went through express.json already (httpApp.ts).
  router.post(
    '/certificates/verify',
    express.raw({ type: 'application/pdf', limit: CERTIFICATE_UPLOAD_MAX_BYTES }),
  );
  defineRoute(router, registry, {
    method: 'post',
    path: '/certificates/verify',
    summary:
      'Checks a certificate sent as its signed JSON (application/json) or its PDF (application/pdf, the attachment read): whether the signature is valid, under which key, and whether the fingerprint is on record',
    access: 'public',
    async handle({ req }) {
      const reading = req.is('application/pdf')
        ? await readCertificatePdf(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0))
        : req.is('application/json')
          ? readSignedJson(req.body)
          : null;
      if (!reading) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', certificateTexts.unsupportedUpload);
      if (reading.kind !== 'signed')
        throw new ApiError(400, 'NOT_A_CERTIFICATE', uploadRefusals[reading.kind]);
      return { data: await verifyCertificate(db, settings.keyring, reading.signed) };
    },
  });
}

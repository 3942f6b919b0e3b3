import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Router } from 'express';
import { DOWNLOAD_LINK_SECONDS } from '../constants.ts';
import { toBaht } from '../../events/money.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';
import { uploadTexts } from './messages/uploadTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { DomainError } from '../domain/decider.ts';
import { mayDownload } from '../domain/purchase/decide.ts';
import { parseByteRange } from '../uploads/byteRange.ts';
import { readClipOriginal } from '../uploads/clipOriginal.ts';
import { createPurchase } from '../purchases/createPurchase.ts';
import type { PaymentDeps } from '../purchases/paymentDeps.ts';
import { offeredMethods } from '../purchases/paymentMethods.ts';
import { loadPurchase, runPurchaseCommand } from '../purchases/runPurchaseCommand.ts';
import {
  createPurchaseBody,
  paymentMethodBody,
  purchaseIdParams,
  taxInvoiceBody,
} from './purchaseSchemas.ts';

const nowIso = () => new Date().toISOString();

/** The original of a purchase its buyer may download now, with where its bytes are. */
async function downloadableOriginal(deps: PaymentDeps, purchaseId: string, buyerId: string) {
  const purchase = mayDownload(await loadPurchase(deps.store, purchaseId), buyerId, nowIso());
  const clip = await readClipOriginal(deps.store, purchase.clipId);
  const file = clip?.file ? deps.media.originalPath(clip.file.storageKey) : null;
  const size =
    file === null
      ? null
      : await stat(file).then(
          (info) => info.size,
          () => null,
        );
  if (!clip?.file || file === null || size === null)
    throw new ApiError(404, 'NOT_FOUND', purchaseTexts.fileMissing);
  return { purchase, file, size, container: clip.file.container, sha256: clip.file.sha256 };
}

/** Buying a clip and downloading what was bought (spec §7 purchases and downloads). */
export function purchaseRoutes(router: Router, registry: OpenApiRegistry, deps: PaymentDeps): void {
  defineRoute(router, registry, {
    method: 'post',
    path: '/purchases/create',
    summary:
      'Buy an approved clip at its own price; a second call while the same purchase is open answers it',
    access: 'member',
    body: createPurchaseBody,
    async handle({ body, actor, correlationId }) {
      if (!offeredMethods(deps.provider, deps.bankAccount).includes(body.paymentMethod))
        throw new ApiError(400, 'PAYMENT_METHOD_UNAVAILABLE', purchaseTexts.methodUnavailable);
      const purchase = await createPurchase(
        deps.store,
        { buyerId: actor!.id, clipId: body.videoId, paymentMethod: body.paymentMethod, now: nowIso() },
        { actor: actor!, correlationId },
      );
      const data = {
        purchaseId: purchase.purchaseId,
        amount: toBaht(purchase.amountSatang),
        status: 'pending',
        paymentMethod: purchase.paymentMethod,
        payBy: purchase.payBy,
      };
      return purchase.position ? { status: 201, data, position: purchase.position } : { status: 200, data };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/purchases/:id/payment-method',
    summary: 'The buyer picks another method for their open purchase; a bank transfer gets 3 days to arrive',
    access: 'member',
    params: purchaseIdParams,
    body: paymentMethodBody,
    async handle({ params, body, actor, correlationId }) {
      if (!offeredMethods(deps.provider, deps.bankAccount).includes(body.paymentMethod))
        throw new ApiError(400, 'PAYMENT_METHOD_UNAVAILABLE', purchaseTexts.methodUnavailable);
      const { events, position } = await runPurchaseCommand(
        deps.store,
        {
          type: 'ChoosePaymentMethod',
          purchaseId: params.id,
          buyerId: actor!.id,
          paymentMethod: body.paymentMethod,
          now: nowIso(),
        },
        { actor: actor!, correlationId },
      );
      const chosen = events[0];
      return {
        data: {
          purchaseId: params.id,
          paymentMethod: body.paymentMethod,
          payBy: chosen?.type === 'PaymentMethodChosen' ? chosen.data.payBy : null,
        },
        position,
      };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/purchases/:id/tax-invoice',
    summary:
      'The buyer asks for a full tax invoice of a paid purchase (name, 13-digit tax id, head office or 5-digit branch, address); asking again corrects and re-issues it (404 for anyone else, 409 unpaid or refunded)',
    access: 'member',
    params: purchaseIdParams,
    body: taxInvoiceBody,
    async handle({ params, body, actor, correlationId }) {
      const { position } = await runPurchaseCommand(
        deps.store,
        { type: 'RequestTaxInvoice', purchaseId: params.id, buyerId: actor!.id, ...body, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { status: 201, data: { purchaseId: params.id, ...body }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/users/purchases/:id/download',
    summary:
      'A short-lived link to the purchased original: only its buyer, while paid, unrefunded and within the download window',
    access: 'member',
    params: purchaseIdParams,
    async handle({ params, actor, caller, req }) {
      const { purchase, sha256, container } = await downloadableOriginal(deps, params.id, actor!.id);
      req.res?.setHeader('Cache-Control', 'private, no-store');
      const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000);
      const token = await deps.tokens.issueLink(
        'download-purchase',
        actor!.id,
        purchase.purchaseId,
        expiresAt,
        caller!.sessionId,
      );
      return {
        data: {
          url: `/api/downloads/${encodeURIComponent(token)}`,
          expiresAt: expiresAt.toISOString(),
          fileName: `dashclip-${purchase.clipId}.${container}`,
          sha256,
        },
      };
    },
  });

  registry.add({
    method: 'get',
    path: '/downloads/:token',
    summary:
      'The untouched original of a purchase, with Range support, through a link from /users/purchases/{id}/download; each download is recorded',
    access: 'public',
  });
  router.get('/downloads/:token', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const link = await deps.tokens.verifyLink('download-purchase', String(req.params.token));
    if (!link) throw new ApiError(401, 'UNAUTHORIZED', purchaseTexts.downloadLinkInvalid);
    // The link lives no longer than the session it was made in (sign-out, password change, suspension).
    if (!link.sessionId || !(await deps.sessionOpen(link.uid, link.sessionId)))
      throw new ApiError(401, 'UNAUTHORIZED', purchaseTexts.downloadSessionEnded);
    // Checked again on every request: a refund after the link was handed out ends it too.
    const original = await downloadableOriginal(deps, link.id, link.uid);
    const range = parseByteRange(req.header('range'), original.size);
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${original.size}`);
      throw new ApiError(416, 'RANGE_NOT_SATISFIABLE', uploadTexts.rangeNotSatisfiable);
    }
    // The access log of the evidence: a download is the request for the start of the file.
    if (!range || range.start === 0)
      await runPurchaseCommand(
        deps.store,
        { type: 'RecordDownload', purchaseId: link.id, buyerId: link.uid, ip: req.ip ?? '', now: nowIso() },
        {
          actor: { id: link.uid, role: 'buyer' },
          correlationId: String(res.locals.correlationId ?? link.id),
        },
      ).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
      });
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="dashclip-${original.purchase.clipId}.${original.container}"`,
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Digest', `sha-256=${Buffer.from(original.sha256, 'hex').toString('base64')}`);
    const stream = () => (range ? createReadStream(original.file, range) : createReadStream(original.file));
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${original.size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
    } else res.setHeader('Content-Length', String(original.size));
    try {
      await pipeline(stream(), res);
    } catch (error) {
      if (!res.headersSent) throw error;
      res.destroy();
    }
  });
}

import type { Router } from 'express';
import { z } from 'zod';
import { SHA256_HEX_LENGTH } from '../../events/constants.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { idSchema, safeText } from '../../infra/http/inputSchemas.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';
import { receiptTexts } from './messages/receiptTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { purchaseReceipt, type ReceiptIssuer } from '../queries/purchaseReceipt.ts';
import { purchaseTaxInvoice } from '../queries/purchaseTaxInvoice.ts';
import { verifyFingerprint } from '../queries/verifyFingerprint.ts';

const purchaseParams = z.object({ id: idSchema(purchaseTexts.notFound) }).strict();
const verifyQuery = z.object({ sha256: safeText().max(200).optional() }).strict();
const SHA256_HEX = new RegExp(`^[0-9a-f]{${SHA256_HEX_LENGTH}}$`);

/** Evidence: a purchase's printable receipt and the public check of a file's fingerprint (issue 6). */
export function receiptRoutes(
  router: Router,
  registry: OpenApiRegistry,
  db: SqlExecutor,
  issuer?: ReceiptIssuer,
): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/purchases/:id/receipt',
    summary:
      "A paid (or refunded) purchase's evidence receipt with the issuing company (COMPANY_*), for its buyer or an admin (404 for anyone else, 409 before payment)",
    access: 'member',
    params: purchaseParams,
    async handle({ params, actor }) {
      const answer = await purchaseReceipt(db, params.id, actor!, issuer);
      if (answer.kind === 'notFound') throw new ApiError(404, 'NOT_FOUND', purchaseTexts.notFound);
      if (answer.kind === 'notPaid') throw new ApiError(409, 'PURCHASE_NOT_PAID', receiptTexts.notPaid);
      return { data: answer.receipt };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/purchases/:id/tax-invoice',
    summary:
      "A paid purchase's full tax invoice (ใบกำกับภาษีเต็มรูป) once its buyer asked for it: issuer, buyer, number, date, clip, amount with VAT 7% split out; for its buyer or an admin (404 for anyone else or before it was asked for, 409 before payment)",
    access: 'member',
    params: purchaseParams,
    async handle({ params, actor }) {
      const answer = await purchaseTaxInvoice(db, params.id, actor!, issuer);
      if (answer.kind === 'notFound') throw new ApiError(404, 'NOT_FOUND', purchaseTexts.notFound);
      if (answer.kind === 'notPaid')
        throw new ApiError(409, 'PURCHASE_NOT_PAID', receiptTexts.taxInvoiceNotPaid);
      if (answer.kind === 'notRequested')
        throw new ApiError(404, 'TAX_INVOICE_NOT_REQUESTED', receiptTexts.taxInvoiceNotRequested);
      return { data: answer.taxInvoice };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/verify',
    summary:
      "Whether a file's SHA-256 matches the original of a clip listed or sold here, with no personal data",
    access: 'public',
    query: verifyQuery,
    async handle({ query }) {
      const sha256 = query.sha256?.trim().toLowerCase() ?? '';
      if (!SHA256_HEX.test(sha256))
        throw new ApiError(400, 'VALIDATION', receiptTexts.badHash, [
          { field: 'sha256', message: receiptTexts.badHash },
        ]);
      return { data: await verifyFingerprint(db, sha256) };
    },
  });
}

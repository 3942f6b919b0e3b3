import { MEDIA_IMAGE_CACHE_SECONDS } from '../../command-api/constants.ts';
import { ABANDONED_UPLOAD_HOURS, DOWNLOAD_WINDOW_DAYS, HEAD_OFFICE_BRANCH } from '../../events/constants.ts';
import type { ReceiptIssuer } from '../../query-api/queries/purchaseReceipt.ts';

/**
 * The company behind the marketplace and how to reach its support (issue 17): the data controller
 * the privacy policy names, the party to the terms, and the contact details the about page, the
 * legal pages and the footer show. Set by COMPANY_* and SUPPORT_* (docs/operations.md).
 */
export interface SiteInfo {
  /** `branch`: สำนักงานใหญ่ or the 5-digit branch number its tax documents carry. */
  company: { name: string; address: string; taxId: string; branch: string };
  support: { email: string; privacyEmail: string; phone: string; lineId: string; hours: string };
  /** How long data is kept, as this deployment keeps it (the privacy policy quotes them). */
  retention: {
    listingLifetimeDays: number;
    downloadWindowDays: number;
    abandonedUploadHours: number;
    erasedMediaCacheHours: number;
    accountingRecordsYears: number;
  };
}

/**
 * Accounting and tax documents (receipts, tax invoices) are kept at least five years: the
 * Accounting Act B.E. 2543 §14 and the Revenue Code §87/3. After an account is erased its
 * purchases keep only amounts, dates and receipt numbers.
 */
export const ACCOUNTING_RECORDS_YEARS = 5;

/**
 * What a development machine shows until the deployment sets its own: a Bangkok office, its
 * switchboard number and mailboxes on the product's domain. A deployment sets every one.
 */
export const developmentSite = {
  companyName: 'บริษัท แดชคลิป จำกัด',
  companyAddress: '99/9 ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพมหานคร 10400',
  companyTaxId: '0105568123453',
  supportEmail: 'support@dashclip.co.th',
  privacyEmail: 'privacy@dashclip.co.th',
  supportPhone: '02-026-3456',
  supportLineId: '@dashclip',
  supportHours: 'จันทร์–ศุกร์ 09:00–18:00 น. (เว้นวันหยุดนักขัตฤกษ์)',
} as const;

export function siteInfo(
  settings: {
    COMPANY_NAME: string;
    COMPANY_ADDRESS: string;
    COMPANY_TAX_ID: string;
    COMPANY_BRANCH: string;
    SUPPORT_EMAIL: string;
    PRIVACY_EMAIL: string;
    SUPPORT_PHONE: string;
    SUPPORT_LINE_ID: string;
    SUPPORT_HOURS: string;
  },
  listingLifetimeDays: number,
): SiteInfo {
  return {
    company: {
      name: settings.COMPANY_NAME,
      address: settings.COMPANY_ADDRESS,
      taxId: settings.COMPANY_TAX_ID,
      branch: settings.COMPANY_BRANCH,
    },
    support: {
      email: settings.SUPPORT_EMAIL,
      privacyEmail: settings.PRIVACY_EMAIL,
      phone: settings.SUPPORT_PHONE,
      lineId: settings.SUPPORT_LINE_ID,
      hours: settings.SUPPORT_HOURS,
    },
    retention: {
      listingLifetimeDays,
      downloadWindowDays: DOWNLOAD_WINDOW_DAYS,
      abandonedUploadHours: ABANDONED_UPLOAD_HOURS,
      erasedMediaCacheHours: MEDIA_IMAGE_CACHE_SECONDS / 3600,
      accountingRecordsYears: ACCOUNTING_RECORDS_YEARS,
    },
  };
}

/** The development defaults as a SiteInfo (tests, and a composition not handed one). */
export const developmentSiteInfo = (listingLifetimeDays: number): SiteInfo =>
  siteInfo(
    {
      COMPANY_NAME: developmentSite.companyName,
      COMPANY_ADDRESS: developmentSite.companyAddress,
      COMPANY_TAX_ID: developmentSite.companyTaxId,
      COMPANY_BRANCH: HEAD_OFFICE_BRANCH,
      SUPPORT_EMAIL: developmentSite.supportEmail,
      PRIVACY_EMAIL: developmentSite.privacyEmail,
      SUPPORT_PHONE: developmentSite.supportPhone,
      SUPPORT_LINE_ID: developmentSite.supportLineId,
      SUPPORT_HOURS: developmentSite.supportHours,
    },
    listingLifetimeDays,
  );

/** The company as receipts and tax invoices name it: the same COMPANY_* settings the site shows. */
export const receiptIssuerOf = ({ company }: SiteInfo): ReceiptIssuer => ({
  name: company.name,
  address: company.address,
  taxId: company.taxId,
  branch: company.branch,
});

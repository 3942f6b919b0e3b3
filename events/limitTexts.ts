/**
 * The Thai messages that quote a limit of the specification, written from the constants the
 * schemas check, so the server's answers and the PWA's own checks cannot name a different number.
 * Where the server and the PWA word a limit differently, both wordings are here, side by side.
 */
import { groupedNumber } from './numberText.ts';
import { TAX_ID_DIGITS } from './taxId.ts';
import {
  BANK_ACCOUNT_DIGITS,
  BRANCH_NUMBER_DIGITS,
  HEAD_OFFICE_BRANCH,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_RESPONSE_MAX,
  COMPLAINT_SUBJECT_MAX,
  CONTACT_NAME_MAX,
  GUEST_REQUEST_TEXT_MAX,
  DESCRIPTION_MAX_ON_EDIT,
  DESCRIPTION_MAX_ON_UPLOAD,
  IMAGE_MAX_BYTES,
  IMAGE_PREVIEWS_MAX,
  NAME_MAX,
  OTP_DIGITS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  REJECTION_REASON_MAX,
  SHA256_HEX_LENGTH,
  TAX_INVOICE_ADDRESS_MAX,
  TAX_INVOICE_NAME_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TITLE_MAX,
  TRANSFER_REFERENCE_MAX,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  ALERT_AREA_LABEL_MAX,
  ALERT_AREAS_MAX,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_INCIDENT_MAX_AGE_DAYS,
  REQUEST_OPEN_MAX,
  REQUEST_PRICE_MAX_BAHT,
  REQUEST_PRICE_MIN_BAHT,
  REQUEST_RADIUS_MAX_M,
  REQUEST_RADIUS_MIN_M,
  REQUEST_REASON_MAX,
  REQUEST_TITLE_MAX,
} from './constants.ts';

const BYTES_PER_MB = 1024 * 1024;
const SECONDS_PER_MINUTE = 60;
const megabytes = (bytes: number) => bytes / BYTES_PER_MB;
/** Grouped numbers (2,000), without Intl (events/numberText.ts). */
const baht = (amount: number) => groupedNumber(amount);

export const limitTexts = {
  /* A clip's words and price (spec §5 upload form and edit modal). */
  titleTooLong: `ชื่อเรื่องต้องไม่เกิน ${TITLE_MAX} ตัวอักษร`,
  descriptionTooLongOnUpload: `คำอธิบายต้องไม่เกิน ${DESCRIPTION_MAX_ON_UPLOAD} ตัวอักษร`,
  descriptionTooLongOnEdit: `คำอธิบายต้องไม่เกิน ${DESCRIPTION_MAX_ON_EDIT} ตัวอักษร`,
  priceRange: `ราคาต้องอยู่ระหว่าง ${baht(PRICE_MIN_BAHT)} ถึง ${baht(PRICE_MAX_BAHT)} บาท`,
  /** A clip sent for a footage request (issue 22) is priced up to what the requester will pay. */
  priceRangeForRequest: (maxBaht: number) =>
    `คลิปที่ส่งให้คำขอตั้งราคาได้ระหว่าง ${baht(PRICE_MIN_BAHT)} ถึง ${baht(maxBaht)} บาท (ไม่เกินราคาที่ผู้ขอยินดีจ่าย)`,
  tagsTooMany: `แท็กต้องไม่เกิน ${TAGS_MAX} รายการ และแต่ละแท็กไม่เกิน ${TAG_MAX_LENGTH} ตัวอักษร`,

  /* The uploaded files (spec §5 video file, cover and previews). */
  videoTooLarge: `ไฟล์วิดีโอต้องไม่เกิน ${megabytes(VIDEO_MAX_BYTES)}MB`,
  videoTooLong: (seconds: number) =>
    `ไม่สามารถอัปโหลดวิดีโอที่ยาวเกิน ${VIDEO_MAX_SECONDS / SECONDS_PER_MINUTE} นาทีได้ (ความยาวปัจจุบัน ${seconds} วินาที)`,
  imageTooLarge: `ไฟล์รูปภาพต้องไม่เกิน ${megabytes(IMAGE_MAX_BYTES)}MB`,
  tooManyPreviews: `ภาพตัวอย่างต้องไม่เกิน ${IMAGE_PREVIEWS_MAX} ภาพ`,
  /** The verify page: a file larger than any clip cannot be one of them. */
  verifyFileTooLarge: `ไฟล์ใหญ่เกิน ${Math.round(megabytes(VIDEO_MAX_BYTES))} MB จึงไม่ใช่ไฟล์ต้นฉบับของคลิปใดบนแดชคลิป (คลิปทุกคลิปมีขนาดไม่เกินนี้)`,

  /* Reasons an admin writes: a clip's rejection, a refund (both "เหตุผล"), a failed payout. */
  reasonTooLong: `เหตุผลต้องไม่เกิน ${REJECTION_REASON_MAX} ตัวอักษร`,
  failureReasonTooLong: `สาเหตุต้องไม่เกิน ${REJECTION_REASON_MAX} ตัวอักษร`,
  transferReferenceTooLong: `เลขอ้างอิงการโอนต้องไม่เกิน ${TRANSFER_REFERENCE_MAX} ตัวอักษร`,

  /* Accounts (spec §5 registration and profile). */
  nameTooLong: `ต้องไม่เกิน ${NAME_MAX} ตัวอักษร`,
  passwordTooShort: `รหัสผ่านต้องมีอย่างน้อย ${PASSWORD_MIN} ตัวอักษร`,
  passwordTooLong: `รหัสผ่านต้องไม่เกิน ${PASSWORD_MAX} ตัวอักษร`,
  /** The server's wording… */
  accountNumberDigits: `เลขที่บัญชีต้องเป็นตัวเลข ${BANK_ACCOUNT_DIGITS.min} ถึง ${BANK_ACCOUNT_DIGITS.max} หลัก`,
  /** …and the profile form's. */
  accountNumberDigitsRange: `เลขที่บัญชีต้องเป็นตัวเลข ${BANK_ACCOUNT_DIGITS.min}–${BANK_ACCOUNT_DIGITS.max} หลัก`,
  /** The chosen bank's own count (events/user/bankNames.ts), said by the server and the form alike. */
  accountNumberDigitsOf: (bankName: string, digits: readonly number[]) =>
    `เลขที่บัญชีของ${bankName}ต้องเป็นตัวเลข ${digits.join(' หรือ ')} หลัก`,
  otpFormat: `รหัส OTP ต้องเป็นตัวเลข ${OTP_DIGITS} หลัก`,

  /* Complaints (admin spec §4 Complaint; issue 7). */
  complaintSubject: `กรุณาระบุหัวข้อ (ไม่เกิน ${COMPLAINT_SUBJECT_MAX} ตัวอักษร)`,
  complaintDescription: `กรุณาระบุรายละเอียด (ไม่เกิน ${COMPLAINT_DESCRIPTION_MAX} ตัวอักษร)`,
  /** The server's wording (2000)… */
  complaintResponse: `กรุณาระบุคำตอบถึงผู้แจ้ง (ไม่เกิน ${COMPLAINT_RESPONSE_MAX} ตัวอักษร)`,
  /** …and the admin screen's, with the Thai digit grouping (2,000). */
  complaintResponseGrouped: `กรุณาระบุคำตอบถึงผู้แจ้ง (ไม่เกิน ${groupedNumber(COMPLAINT_RESPONSE_MAX)} ตัวอักษร)`,

  /* Requests from people without an account (issue 17: takedown requests, contact messages). */
  contactName: `กรุณาระบุชื่อผู้ติดต่อ (ไม่เกิน ${CONTACT_NAME_MAX} ตัวอักษร)`,
  takedownDetails: `กรุณาอธิบายสิ่งที่ต้องการให้เบลอหรือลบ เช่น ช่วงเวลาในคลิป (ไม่เกิน ${GUEST_REQUEST_TEXT_MAX} ตัวอักษร)`,
  contactMessage: `กรุณาพิมพ์ข้อความ (ไม่เกิน ${GUEST_REQUEST_TEXT_MAX} ตัวอักษร)`,

  /* A file's fingerprint (issue 6, public verification). The server's wording… */
  sha256Required: `กรุณาระบุค่า SHA-256 เป็นเลขฐานสิบหก ${SHA256_HEX_LENGTH} ตัวอักษร (0-9, a-f)`,
  /** …and the verify page's. */
  sha256Invalid: `ค่า SHA-256 ต้องเป็นเลขฐานสิบหก ${SHA256_HEX_LENGTH} ตัวอักษร (0-9, a-f)`,

  /* Full tax invoices (issue 17), said by the server and the form alike. */
  taxInvoiceName: `กรุณาระบุชื่อหรือชื่อบริษัทที่จะออกใบกำกับภาษี (ไม่เกิน ${TAX_INVOICE_NAME_MAX} ตัวอักษร)`,
  taxInvoiceTaxId: `เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข ${TAX_ID_DIGITS} หลักที่ถูกต้อง`,
  taxInvoiceBranch: `สาขาต้องเป็น "${HEAD_OFFICE_BRANCH}" หรือเลขสาขา ${BRANCH_NUMBER_DIGITS} หลัก`,
  taxInvoiceAddress: `กรุณาระบุที่อยู่สำหรับใบกำกับภาษี (ไม่เกิน ${TAX_INVOICE_ADDRESS_MAX} ตัวอักษร)`,

  /* Footage requests and alert areas (issue 22, ตามหาคลิป), said by the server and the form alike. */
  requestTitle: `กรุณาระบุหัวข้อคำขอ (ไม่เกิน ${REQUEST_TITLE_MAX} ตัวอักษร)`,
  requestDescription: `กรุณาเล่าเหตุการณ์ที่เกิดขึ้น (ไม่เกิน ${groupedNumber(REQUEST_DESCRIPTION_MAX)} ตัวอักษร)`,
  requestRadius: `รัศมีต้องอยู่ระหว่าง ${groupedNumber(REQUEST_RADIUS_MIN_M)} ถึง ${groupedNumber(REQUEST_RADIUS_MAX_M)} เมตร`,
  requestPrice: `ราคาที่ยินดีจ่ายต้องเป็นจำนวนเต็มระหว่าง ${baht(REQUEST_PRICE_MIN_BAHT)} ถึง ${baht(REQUEST_PRICE_MAX_BAHT)} บาท`,
  requestIncidentTooOld: `วันที่เกิดเหตุต้องย้อนหลังไม่เกิน ${REQUEST_INCIDENT_MAX_AGE_DAYS} วัน`,
  requestReason: `กรุณาระบุเหตุผล (ไม่เกิน ${REQUEST_REASON_MAX} ตัวอักษร)`,
  requestOpenMax: `คุณมีคำขอที่เปิดอยู่ครบ ${REQUEST_OPEN_MAX} รายการแล้ว กรุณาปิดคำขอเดิมก่อน`,
  alertAreasMax: `ตั้งพื้นที่แจ้งเตือนได้ไม่เกิน ${ALERT_AREAS_MAX} พื้นที่`,
  alertAreaLabel: `กรุณาตั้งชื่อพื้นที่ (ไม่เกิน ${ALERT_AREA_LABEL_MAX} ตัวอักษร)`,
};

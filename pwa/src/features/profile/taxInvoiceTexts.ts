/** Asking for a full tax invoice (ใบกำกับภาษีเต็มรูป, issue 17) from the purchases tab. */
import { limitTexts } from '../../../../events/limitTexts.ts';

export const taxInvoiceRequest = {
  /* The purchases tab. */
  ask: 'ขอใบกำกับภาษี',
  askLabel: (title: string) => `ขอใบกำกับภาษีของ ${title}`,
  view: 'ดูใบกำกับภาษี',
  viewLabel: (title: string) => `ดูใบกำกับภาษีของ ${title}`,

  /* The form. */
  formTitle: 'ขอใบกำกับภาษีเต็มรูป',
  correctTitle: 'แก้ไขข้อมูลใบกำกับภาษี',
  correct: 'แก้ไขข้อมูลใบกำกับภาษี',
  correctLabel: (title: string) => `แก้ไขข้อมูลใบกำกับภาษีของ ${title}`,
  formIntro: 'กรอกข้อมูลผู้ซื้อตามที่ต้องการให้แสดงในใบกำกับภาษี หากส่งใหม่ ระบบจะออกใบกำกับภาษีตามข้อมูลล่าสุด',
  fields: {
    name: 'ชื่อ-นามสกุล หรือชื่อบริษัท',
    taxId: 'เลขประจำตัวผู้เสียภาษี (13 หลัก)',
    branch: 'สำนักงานใหญ่ หรือเลขสาขา',
    address: 'ที่อยู่',
  },
  errors: {
    name: limitTexts.taxInvoiceName,
    taxId: limitTexts.taxInvoiceTaxId,
    branch: limitTexts.taxInvoiceBranch,
    address: limitTexts.taxInvoiceAddress,
  },
  submit: 'ขอใบกำกับภาษี',
  submitting: 'กำลังส่ง…',
};

/** The printable full tax invoice (ใบกำกับภาษีเต็มรูป, issue 17). */
import { HEAD_OFFICE_BRANCH } from '../../../../events/constants.ts';

export const taxInvoice = {
  title: 'ใบกำกับภาษี / ใบเสร็จรับเงิน',
  original: 'ต้นฉบับ',
  number: 'เลขที่',
  date: 'วันที่',
  receiptNumber: 'อ้างอิงใบเสร็จ',
  seller: 'ผู้ขาย (ผู้ออกใบกำกับภาษี)',
  buyer: 'ผู้ซื้อ',
  taxId: 'เลขประจำตัวผู้เสียภาษี',
  branchOf: (branch: string) => (branch === HEAD_OFFICE_BRANCH ? branch : `สาขาที่ ${branch}`),
  item: 'รายการ',
  quantity: 'จำนวน',
  amountColumn: 'จำนวนเงิน (บาท)',
  itemText: (title: string) => `สิทธิ์ใช้คลิปกล้องหน้ารถ: ${title}`,
  net: 'มูลค่าสินค้า/บริการ (ไม่รวมภาษีมูลค่าเพิ่ม)',
  vat: (percent: number) => `ภาษีมูลค่าเพิ่ม ${percent}%`,
  total: 'จำนวนเงินรวมทั้งสิ้น',
  refunded: 'รายการนี้คืนเงินแล้ว',
  print: 'พิมพ์ใบกำกับภาษี',
  back: 'กลับไปที่คลิปที่ซื้อ',
  notFound: 'ไม่พบใบกำกับภาษี',
  notFoundBody: 'รายการนี้อาจยังไม่ได้ขอใบกำกับภาษี หรือไม่ใช่รายการของบัญชีนี้',
  notPaid: 'ยังออกใบกำกับภาษีไม่ได้',
  loadFailed: 'โหลดใบกำกับภาษีไม่สำเร็จ',
};

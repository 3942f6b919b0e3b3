/** The clip page and the seller page (spec §2 Video detail, seller page). */
import { purchaseWords } from '../../lib/texts.ts';

/** The top of a clip's page: also drawn by the first paint (firstPaint/clipPageMarkup.ts). */
export const clipPageTop = {
  description: 'รายละเอียด',
  previews: 'ภาพตัวอย่าง',
  previewAlt: (n: number) => `ภาพตัวอย่างที่ ${n}`,
  coverAlt: (title: string) => `ภาพปกคลิป ${title}`,
};

export const clipDetail = {
  ...clipPageTop,
  category: 'ประเภทเหตุการณ์',
  vehicleType: 'ประเภทรถ',
  price: 'ราคา',
  status: 'สถานะ',
  duration: 'ความยาว',
  fileSize: 'ขนาดไฟล์',
  views: 'จำนวนการดู',
  sales: 'ขายแล้ว',
  salesUnit: 'ครั้ง',
  incidentDate: 'วันที่เกิดเหตุ',
  timeSuffix: 'น.',
  location: 'สถานที่เกิดเหตุ',
  tags: 'แท็ก',
  seller: 'ผู้ขาย',
  memberFor: 'เป็นสมาชิกมา',
  sellerPage: 'ดูคลิปอื่นของผู้ขาย',
  notFound: 'ไม่พบวิดีโอ',
  notFoundBody: 'คลิปนี้อาจถูกลบหรือยังไม่เปิดขาย',
  perksTitle: 'สิ่งที่คุณจะได้รับ',
  /** Exactly what a purchase gives (the download route, the receipt, the fingerprint check). */
  perks: [
    purchaseWords.downloadWindow,
    'ไฟล์ต้นฉบับตามที่ผู้ขายอัปโหลด ไม่ถูกบีบอัด ไม่มีลายน้ำ',
    'ใบเสร็จรับเงินพร้อมลายนิ้วมือไฟล์ (SHA-256) ใช้ยืนยันว่าไฟล์ไม่ถูกดัดแปลง',
  ],
  ownedDownload: 'คุณซื้อคลิปนี้แล้ว — ดาวน์โหลด',
  downloadUntil: (date: string) => `ดาวน์โหลดได้ถึง ${date}`,
  ownClip: 'นี่คือคลิปของคุณ ผู้ขายซื้อคลิปของตัวเองไม่ได้',
  toMyVideos: 'ไปที่คลิปของฉัน',
  buy: 'ซื้อคลิปนี้',
  signInToBuy: 'เข้าสู่ระบบเพื่อซื้อ',
  buyNeedsSignIn: 'ต้องเข้าสู่ระบบก่อนจึงจะซื้อคลิปได้',
  buying: 'กำลังสร้างรายการสั่งซื้อ...',
  purchaseFailed: 'เกิดข้อผิดพลาดในการซื้อวิดีโอ',
  alreadyPurchased: 'คุณซื้อคลิปนี้แล้ว ดาวน์โหลดได้ที่แท็บ "คลิปที่ซื้อ" ในโปรไฟล์',
  toPurchases: 'ไปที่คลิปที่ซื้อ',
  related: 'คลิปที่เกี่ยวข้อง',
  relatedFailed: 'โหลดคลิปที่เกี่ยวข้องไม่สำเร็จ',
  fingerprint: 'ลายนิ้วมือไฟล์ (SHA-256)',
  /** For a person who appears in the clip (a face, a plate): the /takedown page. */
  askTakedown: 'คุณอยู่ในคลิปนี้? ขอเบลอหรือลบ',
  fingerprintExplain:
    'รหัสนี้คำนวณจากไฟล์วิดีโอต้นฉบับทุกไบต์ตอนอัปโหลด หากไฟล์ถูกแก้ไขแม้เพียงเล็กน้อย รหัสจะเปลี่ยนทันที ' +
    'จึงใช้ยืนยันได้ว่าไฟล์ที่คุณได้รับเป็นไฟล์เดียวกับที่อัปโหลดและไม่ถูกดัดแปลง',
  copy: 'คัดลอก',
  copied: 'คัดลอกแล้ว',
  copyFailed: 'คัดลอกไม่สำเร็จ กรุณาเลือกข้อความแล้วคัดลอกเอง',
  notOnSale: 'คลิปนี้ยังไม่เปิดขาย',
  rejectionReason: 'เหตุผลที่ถูกปฏิเสธ',
  /** Before the title of the footage request (ตามหาคลิป) the clip was sent for. */
  answersRequest: 'คลิปนี้ส่งให้คำขอตามหาคลิป',
  untitledRequest: 'คำขอตามหาคลิป',
  sellerNameLink: (name: string) => `ดูหน้าผู้ขาย ${name}`,
};

export const sellerPage = {
  title: 'หน้าผู้ขาย',
  clipsTitle: 'คลิปที่เปิดขาย',
  totalCount: (count: string) => `ทั้งหมด ${count} คลิป`,
  empty: 'ผู้ขายรายนี้ยังไม่มีคลิปที่เปิดขาย',
  notFound: 'ไม่พบผู้ขาย',
  pagination: 'เลื่อนหน้ารายการคลิปของผู้ขาย',
};

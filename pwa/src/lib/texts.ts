/**
 * The Thai words several parts of the PWA share. A feature's own texts live in the feature
 * (`features/<feature>/<feature>Texts.ts`); messages that quote a limit come from events/limitTexts.ts.
 */
import { limitTexts } from '../../../events/limitTexts.ts';
import { DOWNLOAD_WINDOW_DAYS, type Category, type VehicleType, type VideoStatus } from './constants.ts';

export const appName = 'แดชคลิป';

export const categoryLabels: Record<Category, string> = {
  car_car: 'รถยนต์ชนรถยนต์',
  car_motorcycle: 'รถยนต์ชนรถจักรยานยนต์',
  motorcycle_motorcycle: 'รถจักรยานยนต์ชนกัน',
  car_truck: 'รถยนต์ชนรถบรรทุก',
  pedestrian: 'คนเดินเท้า',
  other: 'อื่น ๆ',
};

export const vehicleTypeLabels: Record<VehicleType, string> = {
  car: 'รถยนต์',
  motorcycle: 'รถจักรยานยนต์',
  truck: 'รถบรรทุก',
  bus: 'รถโดยสาร',
  tricycle: 'รถสามล้อ',
  other: 'อื่น ๆ',
};

export const statusLabels: Record<VideoStatus, string> = {
  approved: 'พร้อมขาย',
  pending: 'รอตรวจสอบ',
  rejected: 'ถูกปฏิเสธ',
  expired: 'หมดอายุ',
  sold: 'ขายแล้ว',
};

export const common = {
  loading: 'กำลังโหลดข้อมูล...',
  retry: 'ลองใหม่',
  backToDashboard: 'กลับไปหน้ารวมคลิป',
  close: 'ปิด',
  cancel: 'ยกเลิก',
  yes: 'ใช่',
  no: 'ไม่ใช่',
  unknown: 'ไม่ระบุ',
  logout: 'ออกจากระบบ',
  comingSoonTitle: 'ส่วนนี้กำลังพัฒนา',
};

export const errors = {
  generic: 'เกิดข้อผิดพลาด',
  connection: 'เกิดข้อผิดพลาดในการเชื่อมต่อ กรุณาลองใหม่อีกครั้ง',
  fetchFailed: 'เกิดข้อผิดพลาดในการดึงข้อมูล',
  tokenMissing: 'ไม่พบ token การเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่',
};

export const clips = {
  noThumbnail: 'ไม่มีภาพตัวอย่าง',
  /** A clip whose seller erased their account keeps no words (PDPA); the buyer still owns it. */
  anonymousClip: 'คลิปที่ซื้อไว้ (ผู้ขายลบบัญชีแล้ว)',
  pageOf: (page: number, total: number) => `หน้า ${page} จาก ${total}`,
  previousPage: 'หน้าก่อนหน้า',
  nextPage: 'หน้าถัดไป',
};

/** The clip edit popup of a seller or an admin, and its checks (spec §5 edit modal, §9). */
export const clipEdit = {
  fields: {
    title: 'ชื่อเรื่อง',
    description: 'คำอธิบาย',
    price: 'ราคา (บาท)',
    category: 'ประเภทเหตุการณ์',
    vehicleType: 'ประเภทยานพาหนะ',
    tags: 'แท็ก (คั่นด้วยเครื่องหมายจุลภาค)',
    eventDate: 'วันที่เกิดเหตุ',
    eventTime: 'เวลาที่เกิดเหตุ',
    province: 'จังหวัด',
    district: 'อำเภอ/เขต',
    subDistrict: 'ตำบล/แขวง',
    address: 'ที่อยู่/จุดสังเกต',
    latitude: 'ละติจูด',
    longitude: 'ลองจิจูด',
  },
  choose: 'เลือก',
  save: 'บันทึก',
  saving: 'กำลังบันทึก...',
  validation: {
    titleRequired: 'กรุณากรอกชื่อเรื่อง',
    titleTooLong: limitTexts.titleTooLong,
    descriptionRequired: 'กรุณากรอกคำอธิบาย',
    descriptionTooLong: limitTexts.descriptionTooLongOnEdit,
    priceRange: limitTexts.priceRange,
    priceRangeForRequest: limitTexts.priceRangeForRequest,
    categoryRequired: 'กรุณาเลือกประเภทเหตุการณ์',
    vehicleTypeRequired: 'กรุณาเลือกประเภทยานพาหนะ',
    eventDateRequired: 'กรุณาเลือกวันที่เกิดเหตุ',
    eventTimeRequired: 'กรุณาเลือกเวลาที่เกิดเหตุ',
    provinceRequired: 'กรุณาเลือกจังหวัด',
    pinOutsideThailand: 'ตำแหน่งที่ปักหมุดต้องอยู่ในประเทศไทย',
    tagsTooMany: limitTexts.tagsTooMany,
  },
};

export const membershipAge = {
  lessThanDay: 'ไม่ถึง 1 วัน',
  days: (n: number) => `${n} วัน`,
  weeks: (n: number) => `${n} สัปดาห์`,
  months: (n: number) => `${n} เดือน`,
};

/** How long ago something happened, within the last week (notifications, admin activity). */
export const timeAgo = {
  justNow: 'เมื่อสักครู่',
  minutes: (n: number) => `${n} นาทีที่แล้ว`,
  hours: (n: number) => `${n} ชั่วโมงที่แล้ว`,
  days: (n: number) => `${n} วันที่แล้ว`,
};

/** Names of a complaint's type, status and priority, and the link that files one (issue 7). */
/** The company and support contact as the footer, the about page and the legal pages show them (GET /site). */
export const contactWords = {
  label: 'ช่องทางติดต่อ',
  taxId: 'เลขประจำตัวผู้เสียภาษี',
  address: 'ที่อยู่',
  email: 'อีเมล',
  phone: 'โทรศัพท์',
  line: 'LINE',
  hours: 'เวลาทำการ',
  loading: 'กำลังโหลดช่องทางติดต่อ…',
};

export const complaintWords = {
  report: 'แจ้งปัญหา',
  types: {
    content: 'เนื้อหาไม่เหมาะสม',
    technical: 'ปัญหาทางเทคนิค',
    payment: 'การชำระเงิน',
    refund: 'ไม่ตรงตามคำอธิบาย / ขอคืนเงิน',
    user: 'พฤติกรรมผู้ใช้',
    other: 'อื่น ๆ',
    takedown: 'ขอเบลอหรือลบคลิป',
  },
  statuses: {
    open: 'เปิดใหม่',
    in_progress: 'กำลังดำเนินการ',
    resolved: 'แก้ไขแล้ว',
    rejected: 'ปฏิเสธ',
  },
  priorities: {
    low: 'ต่ำ',
    medium: 'ปานกลาง',
    high: 'สูง',
    urgent: 'เร่งด่วน',
  },
} as const;

/** A footage request's status (issue 22), named the same on the board, its page, the admin list and the audit. */
export const requestWords = {
  statuses: {
    open: 'เปิดรับคลิป',
    fulfilled: 'ได้คลิปแล้ว',
    closed: 'ปิดแล้ว',
    expired: 'หมดอายุ',
    removed: 'ถูกลบโดยผู้ดูแล',
  },
} as const;

/** The roles of an account (buyer, seller, admin), named the same on every screen that shows one. */
export const roleLabels: Readonly<Record<string, string>> = {
  buyer: 'ผู้ซื้อ',
  seller: 'ผู้ขาย',
  admin: 'ผู้ดูแลระบบ',
};

/** What buying a clip gives, as the clip page promises it and the payment result repeats it. */
export const purchaseWords = {
  downloadWindow: `ดาวน์โหลดไฟล์ต้นฉบับได้ไม่จำกัดครั้ง ภายใน ${DOWNLOAD_WINDOW_DAYS} วันหลังชำระเงิน`,
  download: 'ดาวน์โหลดคลิป',
  downloading: 'กำลังเตรียมไฟล์...',
  downloadFailed: 'ดาวน์โหลดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  receipt: 'ดูใบเสร็จรับเงิน',
};

/** The spec's payment methods (§2 Payment), as the payment page and the receipt name them. */
export const paymentMethodLabels = {
  card: 'บัตรเครดิต/เดบิต',
  card_direct: 'กรอกข้อมูลบัตรโดยตรง',
  promptpay: 'พร้อมเพย์ (สแกน QR)',
  bank_transfer: 'โอนเงินผ่านธนาคาร',
  e_wallet: 'อีวอลเล็ต',
};

/** Identity-service failures (spec §8 auth messages, resend verification). */
export const authErrors = {
  userNotFound: 'ไม่พบบัญชีผู้ใช้นี้',
  wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
  emailAlreadyInUse: 'อีเมลนี้ถูกใช้งานแล้ว',
  weakPassword: 'รหัสผ่านไม่ปลอดภัย ต้องมีอย่างน้อย 6 ตัวอักษร',
  invalidEmail: 'รูปแบบอีเมลไม่ถูกต้อง',
  tooManyRequests: 'มีการลองเข้าสู่ระบบหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
  network: 'เกิดข้อผิดพลาดของเครือข่าย กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
  popupClosed: 'การเข้าสู่ระบบถูกยกเลิก',
  popupBlocked: 'เบราว์เซอร์บล็อกหน้าต่างป๊อปอัป กรุณาอนุญาตป๊อปอัปแล้วลองใหม่',
  operationNotAllowed: 'วิธีการเข้าสู่ระบบนี้ยังไม่เปิดให้ใช้งาน',
  accountExistsWithDifferentCredential: 'มีบัญชีที่ใช้อีเมลนี้ด้วยวิธีการเข้าสู่ระบบอื่นอยู่แล้ว',
  requiresRecentLogin: 'กรุณาเข้าสู่ระบบใหม่อีกครั้งก่อนทำรายการนี้',
  invalidCredential: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  domainNotAuthorised: 'โดเมนนี้ไม่ได้รับอนุญาตให้เข้าสู่ระบบด้วยบัญชีโซเชียล',
  generic: 'เกิดข้อผิดพลาดในการเข้าสู่ระบบ',
  resendTooMany: 'ส่งอีเมลยืนยันบ่อยเกินไป กรุณารอ 5 นาทีแล้วลองใหม่',
  resendSignInAgain: 'ไม่พบผู้ใช้ กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  resendFailed: 'ไม่สามารถส่งอีเมลยืนยันได้ กรุณาลองใหม่',
  signInAgain: 'กรุณาเข้าสู่ระบบใหม่',
  userMismatch: 'บัญชีที่ยืนยันตัวตนไม่ตรงกับบัญชีที่เข้าสู่ระบบอยู่',
};

/** Identity-service failures of the phone SMS code (spec §8 OTP send and OTP verify). */
export const phoneAuthErrors = {
  notEnabled: 'ระบบยืนยันเบอร์โทรศัพท์ยังไม่เปิดใช้งาน กรุณาติดต่อผู้ดูแลระบบ',
  billingNotEnabled: 'ระบบส่ง SMS ยังไม่พร้อมใช้งาน กรุณาติดต่อผู้ดูแลระบบ',
  invalidPhone: 'เบอร์โทรศัพท์ไม่ถูกต้อง กรุณาใช้รูปแบบ +66812345678',
  tooManyRequests: 'ส่งคำขอบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  quotaExceeded: 'ระบบส่ง SMS ครบโควตาแล้ว กรุณาลองใหม่ภายหลัง',
  captchaFailed: 'การยืนยันว่าไม่ใช่โปรแกรมอัตโนมัติล้มเหลว กรุณาลองใหม่',
  phoneInUse: 'เบอร์โทรศัพท์นี้ถูกใช้กับบัญชีอื่นแล้ว',
  sendFailedWithCode: (code: string) => `ส่งรหัส OTP ไม่สำเร็จ (${code})`,
  sendFailed: 'ส่งรหัส OTP ไม่สำเร็จ',
  codeInvalid: 'รหัส OTP ไม่ถูกต้อง',
  codeExpired: 'รหัส OTP หมดอายุ กรุณาส่งใหม่',
  codeNotSent: 'ไม่พบข้อมูลการส่ง OTP กรุณาส่ง OTP ใหม่',
  verifyFailed: 'ยืนยันรหัส OTP ไม่สำเร็จ',
};

/** The months as Thai dates name them (lib/format.ts, the date picker). */
export const thaiMonths = {
  long: [
    'มกราคม',
    'กุมภาพันธ์',
    'มีนาคม',
    'เมษายน',
    'พฤษภาคม',
    'มิถุนายน',
    'กรกฎาคม',
    'สิงหาคม',
    'กันยายน',
    'ตุลาคม',
    'พฤศจิกายน',
    'ธันวาคม',
  ],
  short: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
} as const;

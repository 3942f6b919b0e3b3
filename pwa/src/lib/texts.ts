/** Every Thai string the PWA shows. Components take their words from here, never inline. */
import type { Category, VehicleType, VideoStatus } from './constants.ts';

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
  back: 'ย้อนกลับ',
  backHome: 'กลับหน้าแรก',
  backToDashboard: 'กลับไปหน้ารวมคลิป',
  close: 'ปิด',
  cancel: 'ยกเลิก',
  yes: 'ใช่',
  no: 'ไม่ใช่',
  unknown: 'ไม่ระบุ',
  comingSoonTitle: 'ส่วนนี้กำลังพัฒนา',
  comingSoonBody: 'เรากำลังสร้างหน้านี้อยู่ และจะเปิดให้ใช้งานเร็ว ๆ นี้',
};

export const errors = {
  generic: 'เกิดข้อผิดพลาด',
  connection: 'เกิดข้อผิดพลาดในการเชื่อมต่อ กรุณาลองใหม่อีกครั้ง',
  fetchFailed: 'เกิดข้อผิดพลาดในการดึงข้อมูล',
  tokenMissing: 'ไม่พบ token การเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่',
  notFoundPage: 'ไม่พบหน้าที่ค้นหา',
  notFoundPageBody: 'หน้าที่คุณเปิดอาจถูกย้ายหรือไม่มีอยู่แล้ว',
  videoNotFound: 'ไม่พบวิดีโอ',
  videoNotFoundBody: 'คลิปนี้อาจถูกลบหรือยังไม่เปิดขาย',
};

export const nav = {
  mainLabel: 'เมนูหลัก',
  brandHome: 'แดชคลิป หน้าแรก',
  dashboard: 'คลิปทั้งหมด',
  about: 'เกี่ยวกับเรา',
  upload: 'อัปโหลดคลิป',
  myVideos: 'คลิปของฉัน',
  profile: 'โปรไฟล์',
  admin: 'ผู้ดูแลระบบ',
  home: 'หน้าแรก',
  login: 'เข้าสู่ระบบ',
  logout: 'ออกจากระบบ',
  openMenu: 'เปิดเมนู',
  closeMenu: 'ปิดเมนู',
  accountMenu: 'เมนูบัญชีของ',
  noDisplayName: 'ผู้ใช้',
};

export const logout = {
  title: 'ออกจากระบบ',
  question: 'คุณต้องการออกจากระบบใช่หรือไม่?',
  confirm: 'ออกจากระบบ',
};

export const authPrompt = {
  title: 'เข้าสู่ระบบ',
  body: 'ระบบเข้าสู่ระบบและสมัครสมาชิกกำลังพัฒนา จะเปิดให้ใช้งานเร็ว ๆ นี้',
  uploadNeedsSignIn: 'ต้องเข้าสู่ระบบก่อนจึงจะอัปโหลดคลิปได้',
  buyNeedsSignIn: 'ต้องเข้าสู่ระบบก่อนจึงจะซื้อคลิปได้',
};

export const footer = {
  tagline: 'ตลาดคลิปกล้องหน้ารถสำหรับใช้เป็นหลักฐาน',
  linksLabel: 'ลิงก์ท้ายหน้า',
  visitsLabel: 'เข้าชมจากอุปกรณ์นี้',
  visitsUnit: 'ครั้ง',
};

export const pwa = {
  updateAvailable: 'มีเวอร์ชันใหม่ของแดชคลิปพร้อมใช้งาน',
  update: 'อัปเดต',
  later: 'ภายหลัง',
  offlineReady: 'แดชคลิปพร้อมเปิดใช้งานแบบออฟไลน์แล้ว',
};

export const clips = {
  listTitle: 'คลิปเหตุการณ์ล่าสุด',
  listIntro: 'คลิปจากกล้องหน้ารถที่ผ่านการตรวจสอบแล้ว พร้อมให้ซื้อไปใช้เป็นหลักฐาน',
  empty: 'ยังไม่มีคลิป',
  emptyBody: 'ยังไม่มีคลิปที่ผ่านการตรวจสอบ ลองกลับมาดูใหม่ภายหลัง',
  loadFailed: 'โหลดรายการคลิปไม่สำเร็จ',
  noThumbnail: 'ไม่มีภาพตัวอย่าง',
  pageOf: (page: number, total: number) => `หน้า ${page} จาก ${total}`,
  previousPage: 'หน้าก่อนหน้า',
  nextPage: 'หน้าถัดไป',
  pagination: 'เลื่อนหน้ารายการคลิป',
  totalCount: (count: string) => `ทั้งหมด ${count} คลิป`,
  views: 'ครั้งที่ดู',
};

export const clipDetail = {
  description: 'รายละเอียด',
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
  incidentTime: 'เวลา',
  timeSuffix: 'น.',
  location: 'สถานที่เกิดเหตุ',
  tags: 'แท็ก',
  seller: 'ผู้ขาย',
  memberFor: 'เป็นสมาชิกมา',
  sellerPage: 'ดูคลิปอื่นของผู้ขาย',
  previews: 'ภาพตัวอย่าง',
  previewAlt: (n: number) => `ภาพตัวอย่างที่ ${n}`,
  perksTitle: 'สิ่งที่คุณจะได้รับ',
  perks: ['ดาวน์โหลดได้ไม่จำกัดครั้ง', 'ไฟล์คุณภาพสูง', 'ไม่มีลายน้ำ', 'ใช้งานได้ถาวร'],
  buy: 'ซื้อคลิปนี้',
  signInToBuy: 'เข้าสู่ระบบเพื่อซื้อ',
  paymentComingSoon: 'ระบบชำระเงินกำลังพัฒนา จะเปิดให้ซื้อได้เร็ว ๆ นี้',
  related: 'คลิปที่เกี่ยวข้อง',
  relatedFailed: 'โหลดคลิปที่เกี่ยวข้องไม่สำเร็จ',
};

export const membershipAge = {
  lessThanDay: 'ไม่ถึง 1 วัน',
  days: (n: number) => `${n} วัน`,
  weeks: (n: number) => `${n} สัปดาห์`,
  months: (n: number) => `${n} เดือน`,
};

export const noAccess = {
  title: 'ไม่มีสิทธิ์เข้าถึง',
  body: 'คุณไม่มีสิทธิ์เข้าถึงส่วนผู้ดูแลระบบ หากคิดว่าเป็นข้อผิดพลาด กรุณาติดต่อผู้ดูแลระบบ',
  status: 'สถานะ',
  signedIn: 'เข้าสู่ระบบแล้ว',
  adminFlag: 'สิทธิ์ผู้ดูแลระบบ (isAdmin)',
  email: 'อีเมล',
  roles: 'บทบาท',
  id: 'รหัสผู้ใช้',
  refresh: 'รีเฟรชข้อมูลผู้ใช้',
  refreshing: 'กำลังรีเฟรช...',
  refreshFailed: 'รีเฟรชข้อมูลผู้ใช้ไม่สำเร็จ',
};

export const admin = {
  menuLabel: 'เมนูผู้ดูแลระบบ',
  dashboard: 'ภาพรวม',
  users: 'ผู้ใช้',
  videos: 'วิดีโอ',
  transactions: 'ธุรกรรม',
  payouts: 'การจ่ายเงินผู้ขาย',
  complaints: 'คำร้องเรียน',
  title: 'ผู้ดูแลระบบ',
};

export const pages = {
  upload: 'อัปโหลดคลิป',
  myVideos: 'คลิปของฉัน',
  profile: 'โปรไฟล์',
  payment: 'ชำระเงิน',
  paymentReturn: 'ผลการชำระเงิน',
  emailVerification: 'ยืนยันอีเมล',
  forgotPassword: 'ลืมรหัสผ่าน',
  seller: 'หน้าผู้ขาย',
};

export const debug = {
  title: 'ข้อมูลดีบัก',
  adminTitle: 'ข้อมูลดีบักผู้ดูแลระบบ',
  intro: 'หน้านี้แสดงเฉพาะข้อมูลของคุณที่เก็บไว้ในเบราว์เซอร์นี้เท่านั้น',
  loginState: 'สถานะการเข้าสู่ระบบ',
  signedIn: 'เข้าสู่ระบบแล้ว',
  signedOut: 'ยังไม่ได้เข้าสู่ระบบ',
  tokenExists: 'มี token ในเบราว์เซอร์',
  storedUser: 'ข้อมูลผู้ใช้ที่เก็บไว้',
  noStoredUser: 'ไม่มีข้อมูลผู้ใช้ที่เก็บไว้',
  checklist: 'รายการตรวจสอบสิทธิ์ผู้ดูแลระบบ',
  userExists: 'มีข้อมูลผู้ใช้',
  isAdmin: 'isAdmin',
  rolesIncludeAdmin: 'บทบาทมี admin',
  userType: 'ประเภทผู้ใช้',
  email: 'อีเมล',
  userId: 'รหัสผู้ใช้',
  roles: 'บทบาท',
  emailVerified: 'ยืนยันอีเมลแล้ว',
  lastLogin: 'เข้าสู่ระบบล่าสุด',
  refresh: 'รีเฟรช',
  clearAll: 'ล้างข้อมูลที่เก็บไว้ทั้งหมดและโหลดใหม่',
  clearConfirm: 'ล้างข้อมูลที่เก็บไว้ในเบราว์เซอร์นี้ทั้งหมด (รวมถึงการเข้าสู่ระบบ) ใช่หรือไม่?',
};

export const about = {
  title: 'เกี่ยวกับแดชคลิป',
  intro: 'แดชคลิปคือตลาดกลางที่เชื่อมผู้ที่มีคลิปจากกล้องหน้ารถ กับผู้ที่ต้องการหลักฐานเหตุการณ์บนท้องถนน',
  tabsLabel: 'หัวข้อเกี่ยวกับเรา',
  tabs: {
    story: 'เรื่องราวของเรา',
    mission: 'พันธกิจ',
    team: 'ทีมงาน',
    milestones: 'ความสำเร็จ',
    contact: 'ติดต่อเรา',
  },
  story: [
    'ทุกวันบนถนนเมืองไทยมีเหตุการณ์ที่ผู้เกี่ยวข้องต้องการหลักฐาน ทั้งอุบัติเหตุ การเฉี่ยวชน และการขับขี่ที่อันตราย แต่ภาพที่ชัดที่สุดมักอยู่ในกล้องหน้ารถของคนที่บังเอิญผ่านมา',
    'แดชคลิปเริ่มจากคำถามง่าย ๆ ว่า ทำอย่างไรให้คนที่ต้องการหลักฐานหาคลิปเจอ และให้เจ้าของคลิปได้รับค่าตอบแทนที่เป็นธรรม เราจึงสร้างตลาดที่ค้นหาคลิปได้จากสถานที่ วันที่ และเวลาที่เกิดเหตุ',
  ],
  mission: [
    {
      title: 'หลักฐานที่เข้าถึงได้',
      body: 'ช่วยให้ผู้ประสบเหตุ ทนายความ และบริษัทประกันภัยหาคลิปที่ตรงกับเหตุการณ์ได้รวดเร็ว',
    },
    {
      title: 'ค่าตอบแทนที่เป็นธรรม',
      body: 'เจ้าของคลิปกำหนดราคาเองได้ และได้รับส่วนแบ่งจากทุกการขาย',
    },
    {
      title: 'เคารพความเป็นส่วนตัว',
      body: 'ทุกคลิปผ่านการตรวจสอบก่อนเผยแพร่ และเราดูแลข้อมูลส่วนบุคคลตาม พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล',
    },
  ],
  team: [
    { name: 'ฝ่ายผลิตภัณฑ์', body: 'ออกแบบประสบการณ์การค้นหาและซื้อขายคลิปให้ใช้ง่ายบนมือถือ' },
    { name: 'ฝ่ายตรวจสอบเนื้อหา', body: 'ตรวจคลิปทุกชิ้นก่อนเปิดขาย เพื่อให้ได้คลิปที่ถูกต้องและเหมาะสม' },
    { name: 'ฝ่ายดูแลลูกค้า', body: 'ช่วยเหลือผู้ซื้อและผู้ขายตลอดการใช้งาน ตั้งแต่อัปโหลดจนถึงรับเงิน' },
  ],
  milestonesIntro: 'ตัวเลขที่เราตั้งใจไปให้ถึงร่วมกับผู้ใช้ของเรา',
  milestones: [
    { figure: '1,000+', label: 'คลิปเหตุการณ์' },
    { figure: '500+', label: 'ผู้ใช้งาน' },
    { figure: '50+', label: 'เมืองทั่วประเทศ' },
    { figure: '24/7', label: 'ค้นหาคลิปได้ตลอดเวลา' },
  ],
  contactIntro: 'มีคำถามหรือข้อเสนอแนะ ส่งถึงเราได้เลย',
  contactEmail: 'อีเมล',
  contactPhone: 'โทรศัพท์',
  form: {
    label: 'แบบฟอร์มติดต่อเรา',
    name: 'ชื่อ',
    email: 'อีเมล',
    message: 'ข้อความ',
    send: 'ส่งข้อความ',
    notConnected: 'แบบฟอร์มนี้ยังไม่ได้เชื่อมต่อกับระบบ กรุณาติดต่อเราทางอีเมลด้านบน',
  },
  ctaTitle: 'พร้อมเริ่มต้นแล้วหรือยัง?',
  ctaHome: 'ค้นหาคลิป',
  ctaUpload: 'อัปโหลดคลิปของคุณ',
};

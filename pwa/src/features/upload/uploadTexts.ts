import { limitTexts } from '../../../../events/limitTexts.ts';
import { clipFieldTexts } from '../../../../events/clip/clipFieldTexts.ts';
import { pinMapTexts } from '../../components/pinMapTexts.ts';
import { REQUEST_PUBLIC_PIN_METRES } from '../../lib/constants.ts';

/** The upload screen, its offline drafts and the upload errors (spec §2 Upload, §5, §8). */
export const upload = {
  title: 'อัปโหลดคลิป',
  formLabel: 'แบบฟอร์มอัปโหลดคลิป',
  fields: {
    title: 'ชื่อเรื่อง',
    description: 'คำอธิบาย',
    category: 'ประเภทเหตุการณ์',
    tags: 'แท็ก (คั่นด้วยเครื่องหมายจุลภาค)',
    eventDate: 'วันที่เกิดเหตุ',
    eventTime: 'เวลาที่เกิดเหตุ',
    price: 'ราคา (บาท)',
    province: 'จังหวัด',
    district: 'อำเภอ/เขต',
    subDistrict: 'ตำบล/แขวง',
    vehicleType: 'ประเภทยานพาหนะ',
    address: 'ที่อยู่/จุดสังเกต',
    latitude: 'ละติจูด',
    longitude: 'ลองจิจูด',
    video: 'ไฟล์วิดีโอ',
  },
  choose: 'เลือก',
  loadingOptions: 'กำลังโหลด...',
  locationLoadFailed: 'โหลดรายชื่อพื้นที่ไม่สำเร็จ กรุณาลองใหม่',
  validation: {
    ...clipFieldTexts,
    videoRequired: 'กรุณาเลือกไฟล์วิดีโอ',
  },
  video: {
    onlyVideo: 'รองรับเฉพาะไฟล์วิดีโอ (mp4, avi, mov, wmv, flv) เท่านั้น',
    tooLarge: limitTexts.videoTooLarge,
    tooLong: limitTexts.videoTooLong,
    unreadable: 'ไม่สามารถอ่านข้อมูลวิดีโอได้',
    length: (seconds: number) => `ความยาววิดีโอ ${seconds} วินาที`,
    reading: 'กำลังอ่านข้อมูลวิดีโอ...',
    hashing: (percent: number) => `กำลังตรวจสอบว่าเคยอัปโหลดไฟล์นี้หรือยัง ${percent}%`,
    hashingLabel: 'ความคืบหน้าการตรวจสอบไฟล์',
  },
  duplicate: {
    own: 'คุณเคยอัปโหลดคลิปนี้แล้ว ไม่ต้องอัปโหลดซ้ำ —',
    ownRejected: 'คุณเคยอัปโหลดคลิปนี้แล้วและคลิปถูกปฏิเสธ แก้ไขแล้วส่งตรวจใหม่ได้ —',
    link: 'ดูในคลิปของฉัน',
    onSale:
      'คลิปนี้มีผู้ขายรายอื่นวางขายในแดชคลิปแล้ว หากคุณเป็นผู้บันทึกคลิปนี้เอง อัปโหลดต่อได้ ' +
      'ผู้ดูแลจะตรวจสอบความเป็นเจ้าของก่อนอนุมัติ',
  },
  covers: {
    heading: 'ภาพปก',
    optional: 'ภาพปกไม่บังคับ หากไม่เลือกจะใช้ภาพแรก',
    time: (n: number) => `เวลาภาพปกที่ ${n} (วินาที)`,
    generate: 'สร้างภาพปกตามเวลาที่กำหนด',
    autoGenerate: 'สร้างภาพปกอัตโนมัติ',
    reset: 'รีเซ็ตเวลา',
    overLength: 'เวลาที่กำหนดเกินความยาววิดีโอ กรุณาแก้ไขก่อนสร้างภาพปก',
    candidate: (n: number, seconds: string) => `ภาพปกที่ ${n} (${seconds} วินาที)`,
    chosen: 'ภาพที่เลือก',
    slider: 'เลือกเวลาภาพปกเอง (วินาที)',
    captureAt: 'ใช้ภาพที่เวลานี้เป็นภาพปก',
    previewCount: 'จำนวนภาพตัวอย่าง',
    generating: 'กำลังสร้างภาพปก...',
    previewFailed: 'สร้างภาพตัวอย่างไม่สำเร็จ',
    galleryFailed: 'สร้างแกลเลอรีภาพปกไม่สำเร็จ',
    coverFailed: 'สร้างภาพปกจากวิดีโอไม่สำเร็จ',
  },
  moment: {
    frameAlt: (time: string) => `ภาพจากคลิปที่เวลา ${time}`,
  },
  map: pinMapTexts,
  /** A clip sent for a footage request (issue 22, ?request= on /upload). */
  request: {
    answering: 'กำลังส่งคลิปให้คำขอ:',
    /** While the request's title is not known (the page was opened offline). */
    untitled: 'คำขอตามหาคลิป',
    back: 'ดูคำขอ',
    pinHint: `หมุดเริ่มต้นคือบริเวณของคำขอ (ละเอียดประมาณ ${REQUEST_PUBLIC_PIN_METRES} เมตร) กรุณาย้ายหมุดไปยังจุดที่คลิปของคุณถ่ายไว้`,
    priceHint: (max: string) => `ผู้ขอยินดีจ่ายไม่เกิน ${max} คลิปที่ส่งให้คำขอนี้ตั้งราคาได้ถึงราคานี้`,
    notOpen: 'คำขอนี้ไม่เปิดรับคลิปแล้ว คลิปของคุณจะอัปโหลดโดยไม่ผูกกับคำขอ',
    own: 'คำขอนี้เป็นคำขอของคุณเอง จึงส่งคลิปให้ไม่ได้ คลิปของคุณจะอัปโหลดโดยไม่ผูกกับคำขอ',
  },
  counter: (length: number, max: number) => `${length}/${max}`,
  offline: {
    banner: 'ออฟไลน์ — ฉบับร่างจะถูกเก็บไว้ในเครื่องและอัปโหลดเมื่อกลับมาออนไลน์',
    reloaded: 'คุณออฟไลน์อยู่ ฉบับร่างถูกเก็บไว้ในเครื่องแล้ว',
  },
  consent: {
    title: 'ข้อตกลงการอัปโหลด',
    checkbox:
      'ข้าพเจ้ายืนยันว่าเป็นเจ้าของลิขสิทธิ์คลิปนี้ ยินยอมให้สิทธิ์แพลตฟอร์มในการเผยแพร่และจำหน่าย ' +
      'ได้ปฏิบัติตาม พ.ร.บ.คุ้มครองข้อมูลส่วนบุคคล (PDPA) ยอมรับความรับผิดชอบและชดใช้ค่าเสียหายหากมีการละเมิด ' +
      'และมีอายุ 20 ปีขึ้นไป',
    mustTick: 'กรุณาติ๊กถูกในช่องยอมรับข้อตกลงก่อน',
    readFirst: 'อ่านก่อนยืนยัน:',
    terms: 'ข้อกำหนดการใช้งาน',
    privacy: 'นโยบายความเป็นส่วนตัว',
    takedown: 'การขอลบหรือเบลอคลิป',
    confirm: 'ยืนยันและอัปโหลด',
  },
  actions: {
    saveDraft: 'บันทึกฉบับร่าง',
    submit: 'อัปโหลดคลิป',
    uploading: 'กำลังอัปโหลด...',
    newDraft: 'เริ่มฉบับร่างใหม่',
  },
  draftSaved: 'บันทึกฉบับร่างแล้ว',
  progressLabel: 'ความคืบหน้าการอัปโหลด',
  success: 'อัปโหลดสำเร็จ! คลิปของคุณอยู่ระหว่างรอการตรวจสอบ',
  queuedOffline: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต คลิปจะถูกอัปโหลดโดยอัตโนมัติเมื่อกลับมาออนไลน์',
  fingerprint: 'ลายนิ้วมือไฟล์ (SHA-256)',
  drafts: {
    heading: 'ฉบับร่างของฉัน',
    empty: 'ยังไม่มีฉบับร่าง',
    untitled: 'ไม่มีชื่อเรื่อง',
    states: {
      draft: 'ฉบับร่าง',
      queued: 'รอการเชื่อมต่ออินเทอร์เน็ต',
      uploading: (percent: number) => `กำลังอัปโหลด ${percent}%`,
      failed: 'อัปโหลดไม่สำเร็จ',
      done: 'อัปโหลดแล้ว รอการตรวจสอบ',
    },
    open: 'แก้ไขต่อ',
    retry: 'ลองอัปโหลดใหม่',
    remove: 'ลบ',
    confirmRemoveTitle: 'ลบฉบับร่าง',
    confirmRemove: 'ต้องการลบฉบับร่างนี้ใช่หรือไม่? วิดีโอและภาพปกที่บันทึกไว้จะถูกลบด้วย',
    updatedAt: 'แก้ไขล่าสุด',
  },
  storage: {
    quota: 'พื้นที่เก็บข้อมูลในเครื่องเต็ม บันทึกฉบับร่างไม่ได้ ข้อมูลในแบบฟอร์มยังอยู่ครบ กรุณาลบฉบับร่างเก่าหรือเพิ่มพื้นที่ว่างแล้วลองใหม่',
    unavailable: 'เบราว์เซอร์นี้บันทึกฉบับร่างไม่ได้ (IndexedDB ใช้งานไม่ได้)',
  },
  errors: {
    server: 'เกิดข้อผิดพลาดที่เซิร์ฟเวอร์ กรุณาลองใหม่ภายหลัง',
    wrongFormat: 'รูปแบบไฟล์ไม่ถูกต้อง',
    network: 'เกิดข้อผิดพลาดในการเชื่อมต่อ',
    default: 'เกิดข้อผิดพลาดในการอัปโหลด',
    signInAgain: 'ไม่พบ token การเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่',
    quota: 'บัญชีของคุณอัปโหลดครบโควตาแล้ว กรุณาลองใหม่ภายหลัง',
    retryIn: (wait: string) => `ลองใหม่ได้ในอีกประมาณ ${wait}`,
    hours: (n: number) => `${n} ชั่วโมง`,
    minutes: (n: number) => `${n} นาที`,
    draftKept: 'ฉบับร่างและวิดีโอยังเก็บไว้ในเครื่องครบ กด “ลองอัปโหลดใหม่” ได้ภายหลัง',
  },
} as const;

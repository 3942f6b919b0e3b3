/**
 * The incident domain's concept dictionary (issue 19), used at query time by every search adapter
 * (queryTerms): a word the buyer types finds the clips that say the same thing another way.
 *
 * - `terms`: ways to say the same thing (Thai spellings, slang, English). A query for any of them
 *   finds all of them.
 * - `narrower`: more specific concepts, by name or by one of their terms (a spelling group of
 *   variants.ts has no name). A query for this concept also finds those (a truck
 *   query finds สิบล้อ and รถพ่วง); a query for a narrower one does not find the broader word's
 *   other kinds (สิบล้อ does not find หกล้อ).
 *
 * Curated, not learned: each group is reviewed here and tested in incidentConcepts.unit.test.ts.
 * Keep near-misses apart (ชน is not เฉี่ยว; ไฟแดง is not ฝ่าไฟแดง); a term may sit in one group
 * only. A term of several words matches clips with those words next to each other.
 * The spelling variants of thaiTokenization/variants.ts are concepts too (kind `spelling`).
 */
export type ConceptKind = 'vehicle' | 'incident' | 'time' | 'road' | 'people' | 'brand' | 'nature';

export interface Concept {
  name: string;
  kind: ConceptKind;
  terms: readonly string[];
  narrower?: readonly string[];
  /**
   * Concepts whose clips are related, found after the concept's own (by name or by a term):
   * สิบล้อ finds the other trucks after the ten-wheelers. Not implied by `narrower`: a taxi query
   * should not bring up buses.
   */
  related?: readonly string[];
}

export const INCIDENT_CONCEPTS: readonly Concept[] = [
  // ── vehicles, with their broader terms ──
  {
    name: 'truck',
    kind: 'vehicle',
    terms: ['รถบรรทุก', 'truck', 'lorry'],
    narrower: ['ten-wheeler', 'six-wheeler', 'trailer', 'tanker', 'dump-truck', 'mixer'],
  },
  {
    name: 'ten-wheeler',
    kind: 'vehicle',
    terms: ['สิบล้อ', 'รถสิบล้อ', '10 ล้อ', 'รถ 10 ล้อ'],
    related: ['truck'],
  },
  { name: 'six-wheeler', kind: 'vehicle', terms: ['หกล้อ', 'รถหกล้อ', '6 ล้อ', 'รถ 6 ล้อ'], related: ['truck'] },
  {
    name: 'trailer',
    kind: 'vehicle',
    // Not พ่วง alone: มอไซพ่วงข้าง is a motorcycle with a sidecar.
    terms: ['รถพ่วง', 'เทรลเลอร์', 'รถเทรลเลอร์', 'หัวลาก', 'รถหัวลาก', 'trailer', '18 ล้อ', 'สิบแปดล้อ'],
    related: ['truck'],
  },
  { name: 'tanker', kind: 'vehicle', terms: ['รถน้ำมัน', 'รถขนน้ำมัน', 'รถแก๊ส', 'tanker'] },
  { name: 'dump-truck', kind: 'vehicle', terms: ['รถดั๊มพ์', 'รถดัมพ์', 'รถดั้ม', 'รถขนดิน', 'dump truck'] },
  { name: 'mixer', kind: 'vehicle', terms: ['รถโม่', 'รถโม่ปูน', 'รถปูน', 'mixer truck'] },
  {
    name: 'pedestrian',
    kind: 'people',
    // คนเดิน: someone walking by the road (คนเดินริมถนน), not only across it.
    terms: ['คนเดินเท้า', 'ผู้เดินเท้า', 'คนเดินถนน', 'คนเดิน', 'pedestrian'],
    narrower: ['crossing-person'],
  },
  {
    name: 'crossing-person',
    kind: 'people',
    // Not ข้ามถนน alone: buffaloes and mud cross the road too.
    terms: [
      'คนข้ามถนน',
      'คนข้าม',
      'คนข้ามทางม้าลาย',
      'เดินข้ามถนน',
      'คนเดินข้าม',
      // Running across, said of people: not วิ่งข้ามถนน alone (dogs run across more often).
      'คนวิ่งข้าม',
      'เด็กวิ่งข้าม',
      'นักเรียนวิ่งข้าม',
    ],
    related: ['zebra-crossing'],
  },
  // A tuk-tuk is the motorised three-wheeler (สามล้อเครื่อง); a pedal สามล้อ is not.
  { name: 'tuk-tuk', kind: 'vehicle', terms: ['ตุ๊กตุ๊ก', 'สามล้อเครื่อง', 'รถสามล้อเครื่อง'] },
  { name: 'child', kind: 'people', terms: ['เด็ก', 'เด็กนักเรียน', 'นักเรียน', 'child', 'kid'] },
  {
    name: 'rider',
    kind: 'people',
    terms: ['ไรเดอร์', 'คนส่งอาหาร', 'คนส่งของ', 'rider', 'delivery rider'],
    related: ['grab', 'lineman', 'bolt'],
  },
  {
    name: 'public-transport',
    kind: 'vehicle',
    terms: ['รถโดยสารสาธารณะ', 'รถสาธารณะ', 'ขนส่งสาธารณะ', 'public transport'],
    narrower: ['รถเมล์', 'รถตู้', 'coach', 'songthaew', 'แท็กซี่', 'ตุ๊กตุ๊ก'],
  },
  { name: 'coach', kind: 'vehicle', terms: ['รถทัวร์', 'รถโดยสาร', 'coach'] },
  { name: 'songthaew', kind: 'vehicle', terms: ['สองแถว', 'รถสองแถว', 'songthaew'] },
  {
    name: 'parcel-delivery',
    kind: 'vehicle',
    terms: ['รถขนส่งพัสดุ', 'ขนส่งพัสดุ', 'รถส่งพัสดุ', 'รถส่งของ', 'พัสดุ', 'parcel', 'courier'],
    narrower: ['kerry', 'flash', 'jt', 'thai-post', 'shopee'],
    related: ['rider'],
  },
  {
    name: 'animal',
    kind: 'nature',
    terms: ['สัตว์', 'animal'],
    narrower: ['dog', 'cat', 'cattle', 'elephant'],
  },
  { name: 'dog', kind: 'nature', terms: ['หมา', 'สุนัข', 'dog'] },
  { name: 'cat', kind: 'nature', terms: ['แมว', 'cat'] },
  { name: 'cattle', kind: 'nature', terms: ['วัว', 'ควาย', 'กระบือ', 'cow', 'cattle', 'buffalo'] },
  { name: 'elephant', kind: 'nature', terms: ['ช้าง', 'ช้างป่า', 'elephant'] },

  // ── what happened ──
  {
    name: 'rear-end',
    kind: 'incident',
    terms: ['ชนท้าย', 'rear end', 'rear ended', 'rearend', 'rear end collision', 'rear ending'],
  },
  { name: 'head-on', kind: 'incident', terms: ['ประสานงา', 'ชนประสานงา', 'head on'] },
  {
    name: 'hit-and-run',
    kind: 'incident',
    terms: ['ชนแล้วหนี', 'ชนแล้วขับหนี', 'ขับหนี', 'ขี่หนี', 'ชนแล้วเผ่น', 'หนีไม่รับผิดชอบ', 'hit and run'],
  },
  {
    name: 'drunk-driving',
    kind: 'incident',
    terms: [
      'เมาแล้วขับ',
      'เมาขับ',
      'ขับรถขณะมึนเมา',
      'มึนเมา',
      'เมาสุรา',
      'เมา',
      'เมาหนัก',
      'drunk driving',
      'drunk driver',
      'drunk',
      'dui',
    ],
    related: ['แอลกอฮอล์'],
  },
  { name: 'alcohol', kind: 'incident', terms: ['แอลกอฮอล์', 'ตรวจแอลกอฮอล์', 'alcohol'] },
  {
    name: 'red-light',
    kind: 'incident',
    terms: [
      'ฝ่าไฟแดง',
      'ผ่าไฟแดง',
      'ไม่หยุดไฟแดง',
      'ฝ่าสัญญาณไฟ',
      'red light',
      'ran a red light',
      'running a red light',
    ],
  },
  {
    name: 'cut-in',
    kind: 'incident',
    terms: ['ปาดหน้า', 'ตัดหน้า', 'เบียด', 'เบียดเลน', 'ปาดเลน', 'cut off', 'cut in', 'cutting in'],
  },
  {
    name: 'road-rage',
    kind: 'incident',
    terms: [
      'ทะเลาะบนถนน',
      'ลงมาทะเลาะ',
      'ลงมาชกต่อย',
      'ชกต่อย',
      'ชกกัน',
      'ต่อยกัน',
      'ด่าทอ',
      'ชี้หน้าด่า',
      'เบรกแกล้ง',
      'แกล้งเบรก',
      'ขับจี้ไล่',
      'ทุบรถ',
      'road rage',
    ],
  },
  {
    name: 'wrong-way',
    kind: 'incident',
    terms: ['ย้อนศร', 'ขับย้อนศร', 'ขับสวนเลน', 'สวนเลน', 'ขี่ผิดฝั่ง', 'ขับผิดฝั่ง', 'ผิดฝั่ง', 'wrong way'],
  },
  { name: 'lane-change', kind: 'incident', terms: ['เปลี่ยนเลน', 'เปลี่ยนช่องทาง', 'lane change'] },
  {
    name: 'rollover',
    kind: 'incident',
    terms: ['พลิกคว่ำ', 'รถคว่ำ', 'ตีลังกา', 'rollover', 'rolled over', 'overturned'],
  },
  { name: 'dozing', kind: 'incident', terms: ['หลับใน', 'asleep at the wheel', 'fell asleep'] },
  {
    name: 'brake-failure',
    kind: 'incident',
    // เบรค is a spelling of เบรก, but a two-word term is one index term: each spelling is listed.
    terms: ['เบรกแตก', 'เบรคแตก', 'เบรกไม่อยู่', 'เบรคไม่อยู่', 'เบรกไม่ทำงาน', 'brake failure', 'brakes failed'],
  },
  { name: 'side-swipe', kind: 'incident', terms: ['เฉี่ยว', 'เฉี่ยวชน', 'side swipe', 'sideswipe', 'scrape'] },
  { name: 'u-turn', kind: 'incident', terms: ['ยูเทิร์น', 'กลับรถ', 'u turn', 'uturn'] },
  { name: 'speeding', kind: 'incident', terms: ['ขับเร็ว', 'ซิ่ง', 'speeding'] },

  // ── nature and the road ──
  {
    name: 'natural-hazard',
    kind: 'nature',
    terms: ['ภัยธรรมชาติ', 'natural disaster'],
    narrower: ['landslide', 'rockfall', 'flood', 'fallen-tree', 'storm'],
  },
  {
    name: 'landslide',
    kind: 'nature',
    terms: ['ดินสไลด์', 'ดินถล่ม', 'โคลนถล่ม', 'ดินโคลนถล่ม', 'landslide', 'mudslide'],
    related: ['rockfall'],
  },
  {
    name: 'rockfall',
    kind: 'nature',
    terms: ['หินถล่ม', 'หินร่วง', 'หินตก', 'หินหล่น', 'rockfall', 'falling rocks'],
  },
  { name: 'flood', kind: 'nature', terms: ['น้ำท่วม', 'น้ำป่า', 'flood', 'flooded'] },
  { name: 'fallen-tree', kind: 'nature', terms: ['ต้นไม้ล้ม', 'ต้นไม้หักโค่น', 'ต้นไม้โค่น', 'fallen tree'] },
  {
    name: 'storm',
    kind: 'nature',
    terms: ['พายุ', 'ฝนตกหนัก', 'พายุฝน', 'พายุฤดูร้อน', 'ลมแรง', 'ลมพายุ', 'storm', 'strong wind'],
  },
  {
    name: 'bad-weather',
    kind: 'nature',
    terms: ['สภาพอากาศแย่', 'อากาศแย่', 'สภาพอากาศ', 'bad weather', 'weather'],
    narrower: ['storm', 'flood', 'fog', 'rain', 'hail'],
    // What bad weather brings down on the road: found after the weather itself.
    related: ['landslide', 'rockfall', 'fallen-tree'],
  },
  { name: 'fog', kind: 'nature', terms: ['หมอก', 'หมอกลง', 'หมอกหนา', 'fog'] },
  { name: 'rain', kind: 'nature', terms: ['ฝนตก', 'ถนนลื่น', 'rain'] },
  { name: 'hail', kind: 'nature', terms: ['ลูกเห็บ', 'hail'] },
  {
    name: 'zebra-crossing',
    kind: 'road',
    terms: ['ทางม้าลาย', 'zebra crossing', 'crosswalk'],
  },
  { name: 'expressway', kind: 'road', terms: ['ทางด่วน', 'ทางพิเศษ', 'expressway', 'tollway'] },
  { name: 'motorway', kind: 'road', terms: ['มอเตอร์เวย์', 'motorway'] },
  {
    name: 'railway-crossing',
    kind: 'road',
    terms: ['จุดตัดทางรถไฟ', 'ทางรถไฟ', 'railway crossing', 'level crossing'],
  },
  { name: 'roundabout', kind: 'road', terms: ['วงเวียน', 'roundabout'] },
  { name: 'downhill', kind: 'road', terms: ['ทางลงเขา', 'ลงเขา', 'ทางลาดชัน', 'downhill'] },

  // ── times of day ──
  {
    name: 'night',
    kind: 'time',
    terms: [
      'กลางคืน',
      'กลางดึก',
      'ตอนดึก',
      'ดึก',
      'ตอนค่ำ',
      'ค่ำ',
      'หัวค่ำ',
      'ยามวิกาล',
      'เที่ยงคืน',
      'ตีหนึ่ง',
      'ตีสอง',
      'ตีสาม',
      'ตีสี่',
      'night',
      'at night',
      'midnight',
    ],
  },
  { name: 'dawn', kind: 'time', terms: ['เช้ามืด', 'ตีห้า', 'ฟ้ายังไม่สว่าง', 'dawn'] },
  { name: 'rush-hour', kind: 'time', terms: ['ชั่วโมงเร่งด่วน', 'รถติดหนัก', 'rush hour'] },

  // ── brands, in Thai and Latin letters ──
  { name: 'kerry', kind: 'brand', terms: ['เคอรี่', 'kerry'] },
  { name: 'jt', kind: 'brand', terms: ['เจแอนด์ที', 'j&t', 'jt express'] },
  { name: 'thai-post', kind: 'brand', terms: ['ไปรษณีย์ไทย', 'ไปรษณีย์', 'thailand post'] },
  { name: 'shopee', kind: 'brand', terms: ['ช้อปปี้', 'shopee'] },
  { name: 'flash', kind: 'brand', terms: ['แฟลช', 'flash'] },
  { name: 'grab', kind: 'brand', terms: ['แกร็บ', 'แกรบ', 'grab'] },
  { name: 'lineman', kind: 'brand', terms: ['ไลน์แมน', 'lineman'] },
  { name: 'bolt', kind: 'brand', terms: ['โบลท์', 'bolt'] },
  { name: 'tesla', kind: 'brand', terms: ['เทสลา', 'tesla'] },
  { name: 'byd', kind: 'brand', terms: ['บีวายดี', 'byd'] },
];

/**
 * Words that say how a sentence hangs together, not what happened: a clip need not contain them.
 * They never gate a match and never count towards how much of a query a clip covers.
 */
export const FILLER_WORDS: readonly string[] = [
  'แล้ว',
  'เอง',
  'ที่',
  'ตอน',
  'ไป',
  'มา',
  'โดน',
  'ถูก',
  'คัน',
  'ช่วง',
  'ของ',
  'และ',
  'กับ',
  'ใน',
  'บน',
  'ได้',
  'จะ',
  'ให้',
  'ว่า',
  'มี',
  'เป็น',
  'อยู่',
  'นี้',
  'นั้น',
  'ก็',
  'ครับ',
  'ค่ะ',
  'คะ',
  'นะ',
  'หน่อย',
  'ด้วย',
  'เลย',
  'ซึ่ง',
  'โดย',
  'จาก',
  'ตรง',
  'แถว',
  'เมื่อ',
  'ขณะ',
  'คลิป',
  'หา',
  'ต้องการ',
  'อยากได้',
  // Every clip here is an incident on a dashcam: these say nothing about which one.
  'อุบัติเหตุ',
  'เหตุ',
  'เกิดเหตุ',
  'เหตุการณ์',
  'กล้องหน้ารถ',
  'accident',
  'incident',
  'dashcam',
  'collision',
  'crash',
  'footage',
  'the',
  'a',
  'an',
  'and',
  'of',
  'in',
  'on',
  'at',
  'to',
  'by',
  'with',
  'from',
  'near',
  'clip',
  'video',
];

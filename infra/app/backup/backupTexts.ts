/**
 * What `npm run backup` and `npm run restore` tell the operator, in Thai and then in English
 * (the server's operators read either; the codes stay the same for scripts).
 */
export interface BilingualText {
  th: string;
  en: string;
}

export const backupTexts = {
  serverMode: (): BilingualText => ({
    th: 'ตั้งค่า DATABASE_URL หรือ KURRENTDB_URL ไว้: ข้อมูลอยู่บนเซิร์ฟเวอร์ฐานข้อมูล ให้สำรองและกู้คืนด้วย pg_dump / pg_restore ตามหัวข้อ "Backup and restore" ใน docs/operations.md',
    en: 'DATABASE_URL or KURRENTDB_URL is set: the data lives on a database server. Back it up and restore it with pg_dump / pg_restore as docs/operations.md, "Backup and restore", describes.',
  }),
  targetNotEmpty: (target: string): BilingualText => ({
    th: `ไม่สำรองข้อมูลลงใน ${target} เพราะโฟลเดอร์นี้มีไฟล์อยู่แล้ว: เลือกโฟลเดอร์ใหม่หรือโฟลเดอร์ว่าง`,
    en: `Refusing to write a backup into ${target}: it is not empty. Name a new or empty directory.`,
  }),
  targetInDataDir: (target: string, dataDir: string): BilingualText => ({
    th: `ไม่สำรองข้อมูลลงใน ${target} เพราะอยู่ภายในโฟลเดอร์ข้อมูล ${dataDir}: เก็บข้อมูลสำรองไว้นอกโฟลเดอร์นั้น (ดีที่สุดคือดิสก์อื่น)`,
    en: `Refusing to write a backup into ${target}: it lies inside the data directory ${dataDir}. Keep backups outside it (best on another disk).`,
  }),
  noDatabase: (dataDir: string): BilingualText => ({
    th: `ไม่มีฐานข้อมูลใน ${dataDir}: ไม่มีอะไรให้สำรอง (ตรวจ DATA_DIR)`,
    en: `There is no database in ${dataDir}: nothing to back up (check DATA_DIR).`,
  }),
  inUse: (dataDir: string): BilingualText => ({
    th: `โฟลเดอร์ข้อมูล ${dataDir} ถูกโปรแกรมอื่นใช้อยู่และไม่รับคำสั่งสำรองข้อมูล: หยุดโปรแกรมนั้นก่อน แล้วลองอีกครั้ง`,
    en: `The data directory ${dataDir} is in use by a process that does not take backup requests: stop it, then try again.`,
  }),
  busy: (): BilingualText => ({
    th: 'เซิร์ฟเวอร์กำลังสำรองข้อมูลอีกชุดอยู่: รอให้เสร็จแล้วลองอีกครั้ง',
    en: 'The server is already taking another backup: wait for it to finish, then try again.',
  }),
  snapshotFailed: (): BilingualText => ({
    th: 'เซิร์ฟเวอร์สร้างภาพฐานข้อมูลไม่สำเร็จ: ดูรายละเอียดในบันทึกของเซิร์ฟเวอร์ (backup snapshot failed)',
    en: "The server could not take the database snapshot: see the server's log (backup snapshot failed).",
  }),
  notABackup: (dir: string): BilingualText => ({
    th: `${dir} ไม่ใช่ข้อมูลสำรองที่สมบูรณ์ (ไม่มี manifest.json): อาจสำรองไม่เสร็จ ไม่กู้คืน`,
    en: `${dir} is not a complete backup (no manifest.json; it may not have finished): nothing restored.`,
  }),
  badManifest: (problem: string): BilingualText => ({
    th: `manifest.json ของข้อมูลสำรองอ่านไม่ได้หรือไม่ใช่รูปแบบที่รุ่นนี้รู้จัก: ไม่กู้คืน (${problem})`,
    en: `The backup's manifest.json is unreadable or of a format this version does not know: nothing restored (${problem}).`,
  }),
  dataDirNotEmpty: (dataDir: string): BilingualText => ({
    th: `ไม่กู้คืนลงใน ${dataDir} เพราะโฟลเดอร์นี้มีไฟล์อยู่แล้ว: กู้คืนได้เฉพาะลงในโฟลเดอร์ข้อมูลใหม่หรือว่าง (ตั้ง DATA_DIR เป็นโฟลเดอร์ใหม่) ไม่มีการเขียนทับ`,
    en: `Refusing to restore into ${dataDir}: it is not empty. Restore only into a new or empty data directory (set DATA_DIR to a new one); nothing is ever overwritten.`,
  }),
  fileMissing: (file: string): BilingualText => ({
    th: `ข้อมูลสำรองขาดไฟล์ ${file} ที่ manifest.json ระบุไว้: ไม่กู้คืน`,
    en: `The backup lacks ${file}, which its manifest.json lists: nothing restored.`,
  }),
  fileChanged: (file: string): BilingualText => ({
    th: `ไฟล์ ${file} ในข้อมูลสำรองไม่ตรงกับ SHA-256 ที่บันทึกไว้ (ถูกแก้ไขหรือเสียหาย): ไม่กู้คืน`,
    en: `${file} in the backup does not match the SHA-256 its manifest records (changed or damaged): nothing restored.`,
  }),
  databaseMismatch: (expected: number, found: number): BilingualText => ({
    th: `ฐานข้อมูลที่กู้คืนมีเหตุการณ์ ${found} รายการ แต่ข้อมูลสำรองบันทึกไว้ ${expected} รายการ: ยกเลิกการกู้คืน`,
    en: `The restored database holds ${found} events where the backup recorded ${expected}: restore undone.`,
  }),
  backedUp: (summary: {
    target: string;
    files: number;
    originals: number;
    events: number;
  }): BilingualText => ({
    th: `สำรองข้อมูลแล้วที่ ${summary.target}: เหตุการณ์ ${summary.events} รายการ ไฟล์ ${summary.files} ไฟล์ (ต้นฉบับ ${summary.originals} ไฟล์) พร้อม SHA-256 ทุกไฟล์ใน manifest.json กู้คืนด้วย npm run restore -- ${summary.target}`,
    en: `Backed up to ${summary.target}: ${summary.events} events, ${summary.files} files (${summary.originals} originals), each with its SHA-256 in manifest.json. Restore with: npm run restore -- ${summary.target}`,
  }),
  restored: (summary: { dataDir: string; files: number; events: number }): BilingualText => ({
    th: `กู้คืนลงใน ${summary.dataDir} แล้ว: เหตุการณ์ ${summary.events} รายการ ไฟล์ ${summary.files} ไฟล์ ตรวจ SHA-256 ครบทุกไฟล์ เริ่มเซิร์ฟเวอร์ด้วย DATA_DIR=${summary.dataDir} npm start`,
    en: `Restored into ${summary.dataDir}: ${summary.events} events, ${summary.files} files, every SHA-256 checked. Start it with DATA_DIR=${summary.dataDir} npm start`,
  }),
  usage: (): BilingualText => ({
    th: 'วิธีใช้: npm run restore -- <โฟลเดอร์ข้อมูลสำรอง> (กู้คืนลงใน DATA_DIR ซึ่งต้องว่าง)',
    en: 'usage: npm run restore -- <backup directory> (restores into DATA_DIR, which must be empty)',
  }),
};

/** Both languages, Thai first, as the command prints them. */
export const bilingual = (text: BilingualText): string => `${text.th}\n${text.en}`;

/**
 * Dev only: a handful of realistic approved clips for `npm run dev:seed -- --demo`, so a first look
 * at the embedded marketplace is not an empty page. Each clip goes through the real upload (the
 * committed 5 s test-pattern H.264 files in `demoClips/` are probed, hashed and kept like any
 * upload, their covers re-encoded) and is approved by the seeded admin. Seeding again adds nothing:
 * a video whose fingerprint is already held is skipped.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { MS_PER_DAY } from '../../../events/constants.ts';
import { streams } from '../../../events/streams.ts';
import { bangkokDay } from '../../../events/time/bangkokDay.ts';
import { clipDecider } from '../../../command-api/domain/clip/decide.ts';
import { fingerprintDecider } from '../../../command-api/domain/fingerprint/decide.ts';
import { handleCommand, loadState } from '../../../command-api/handleCommand.ts';
import { uploadQuota } from '../../../command-api/uploads/uploadQuota.ts';
import { uploadVideo } from '../../../command-api/uploads/uploadVideo.ts';
import { TUS_PATH, tusRefusalTexts } from '../../../command-api/routes/uploadRoutes.ts';
import { mediaStore } from '../../adapters/files/mediaStore.ts';
import { sha256File } from '../../adapters/files/sha256File.ts';
import { tusVideoUploads } from '../../adapters/files/tusVideoUploads.ts';
import { uploadQuotaLedger } from '../../adapters/files/uploadQuotaLedger.ts';
import { readModelLookups } from '../../../projector/readModelLookups.ts';
import type { Storage } from '../composition/openStorage.ts';

const demoDir = path.join(import.meta.dirname, 'demoClips');

/** The incident day, counted back from today in Bangkok, so the clips look recent whenever seeded. */
const bangkokDaysAgo = (days: number) => bangkokDay(new Date(Date.now() - days * MS_PER_DAY));

export interface DemoClip {
  /** `demoClips/<file>.mp4` and its cover `<file>.jpg`. */
  file: string;
  fields: Record<string, string>;
  daysAgo: number;
}

export const demoClips: DemoClip[] = [
  {
    file: 'demo-1',
    daysAgo: 2,
    fields: {
      title: 'รถเก๋งเปลี่ยนเลนกะทันหันชนท้ายรถกระบะ ถนนพระราม 2 ขาออก',
      description: 'รถเก๋งสีขาวเปลี่ยนเลนไม่เปิดไฟเลี้ยวแล้วเบรกกะทันหัน รถกระบะชนท้าย เห็นทะเบียนทั้งสองคัน',
      category: 'car_car',
      vehicleType: 'car',
      eventTime: '07:42',
      province: 'กรุงเทพมหานคร',
      district: 'บางขุนเทียน',
      subDistrict: 'แสมดำ',
      address: 'ถนนพระราม 2 ขาออก ใกล้ทางขึ้นทางด่วน',
      latitude: '13.6593',
      longitude: '100.4309',
      price: '800',
      tags: 'ชนท้าย,เปลี่ยนเลน,พระราม 2',
    },
  },
  {
    file: 'demo-2',
    daysAgo: 6,
    fields: {
      title: 'มอเตอร์ไซค์ฝ่าไฟแดงชนรถเก๋ง แยกอโศก',
      description: 'มอเตอร์ไซค์ฝ่าไฟแดงตัดหน้ารถเก๋งที่ออกตัวตามไฟเขียว เห็นสัญญาณไฟและทะเบียนชัด',
      category: 'car_motorcycle',
      vehicleType: 'car',
      eventTime: '18:15',
      province: 'กรุงเทพมหานคร',
      district: 'วัฒนา',
      subDistrict: 'คลองเตยเหนือ',
      address: 'แยกอโศกมนตรี ถนนสุขุมวิท',
      latitude: '13.7370',
      longitude: '100.5603',
      price: '600',
      tags: 'ฝ่าไฟแดง,แยกอโศก',
    },
  },
  {
    file: 'demo-3',
    daysAgo: 14,
    fields: {
      title: 'รถบรรทุกถอยหลังชนรถเก๋งหน้าห้าง ถนนแจ้งวัฒนะ',
      description: 'รถบรรทุกหกล้อถอยออกจากช่องจอดโดยไม่มีคนให้สัญญาณ ชนกันชนหน้ารถเก๋งที่จอดรอ',
      category: 'car_truck',
      vehicleType: 'car',
      eventTime: '11:05',
      province: 'นนทบุรี',
      district: 'ปากเกร็ด',
      subDistrict: 'ปากเกร็ด',
      address: 'ถนนแจ้งวัฒนะ',
      latitude: '13.9125',
      longitude: '100.4980',
      price: '500',
      tags: 'รถบรรทุก,ถอยหลัง',
    },
  },
  {
    file: 'demo-4',
    daysAgo: 27,
    fields: {
      title: 'มอเตอร์ไซค์สองคันเฉี่ยวกันบนถนนสุขุมวิท พัทยา',
      description: 'มอเตอร์ไซค์แซงซ้ายแล้วเฉี่ยวกัน ล้มทั้งสองคัน กล้องติดหมวกเห็นทะเบียน',
      category: 'motorcycle_motorcycle',
      vehicleType: 'motorcycle',
      eventTime: '21:30',
      province: 'ชลบุรี',
      district: 'บางละมุง',
      subDistrict: 'หนองปรือ',
      address: 'ถนนสุขุมวิท พัทยา',
      latitude: '12.9236',
      longitude: '100.8825',
      price: '450',
      tags: 'เฉี่ยวชน,แซงซ้าย',
    },
  },
  {
    file: 'demo-5',
    daysAgo: 45,
    fields: {
      title: 'คนเดินข้ามทางม้าลายถูกรถกระบะเฉี่ยว หน้าโรงเรียน เชียงใหม่',
      description: 'รถกระบะไม่ชะลอที่ทางม้าลายหน้าโรงเรียน เฉี่ยวผู้ปกครองที่กำลังข้ามถนน',
      category: 'pedestrian',
      vehicleType: 'car',
      eventTime: '07:55',
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      subDistrict: 'ช้างเผือก',
      address: 'ถนนโชตนา',
      latitude: '18.8080',
      longitude: '98.9840',
      price: '1200',
      tags: 'ทางม้าลาย,คนเดินถนน',
    },
  },
  {
    file: 'demo-6',
    daysAgo: 80,
    fields: {
      title: 'รถตู้เปลี่ยนเลนเบียดรถบัสบนถนนมิตรภาพ ขาเข้าโคราช',
      description: 'รถตู้โดยสารเปลี่ยนเลนเบียดรถบัสจนกระจกมองข้างแตก เห็นทะเบียนรถตู้ชัดเจน',
      category: 'other',
      vehicleType: 'bus',
      eventTime: '15:20',
      province: 'นครราชสีมา',
      district: 'เมืองนครราชสีมา',
      subDistrict: 'ในเมือง',
      address: 'ถนนมิตรภาพ ขาเข้าเมือง',
      latitude: '14.9799',
      longitude: '102.0978',
      price: '350',
      tags: 'เปลี่ยนเลน,รถตู้,รถบัส',
    },
  },
];

const consent = JSON.stringify({
  ownershipConfirmed: true,
  licenseGranted: true,
  pdpaCompliant: true,
  indemnificationAccepted: true,
  ageConfirmed: true,
});

/** Uploads and approves the demo clips not seeded yet; answers how many were added. */
export async function seedDemoClips(
  storage: Storage,
  mediaDir: string,
  people: { sellerId: string; adminId: string },
): Promise<number> {
  const media = mediaStore(mediaDir);
  const tus = tusVideoUploads(media.uploadsDir, `/api${TUS_PATH}`, tusRefusalTexts);
  const quota = uploadQuota({ ledger: uploadQuotaLedger(storage.db), store: storage.store, tus });
  const deps = {
    store: storage.store,
    media,
    tus,
    quota,
    readModels: readModelLookups(storage.db),
    logger: pino({ level: 'warn' }),
  };
  let added = 0;
  for (const clip of demoClips) {
    const source = path.join(demoDir, `${clip.file}.mp4`);
    const sha256 = await sha256File(source);
    const { state } = await loadState(storage.store, streams.fingerprint(sha256), fingerprintDecider);
    if (state.holders.length > 0) continue;
    const video = media.incomingPath();
    const cover = media.incomingPath();
    await copyFile(source, video);
    await copyFile(path.join(demoDir, `${clip.file}.jpg`), cover);
    const { size } = await stat(video);
    const { data } = await uploadVideo(
      deps,
      {
        fields: { ...clip.fields, eventDate: bangkokDaysAgo(clip.daysAgo), consentData: consent },
        video: { path: video, sha256, sizeBytes: size },
        thumbnail: { path: cover, sizeBytes: 0 },
        previews: [],
      },
      { id: people.sellerId, role: 'seller' },
      randomUUID(),
    );
    await handleCommand(
      storage.store,
      streams.clip(data.videoId),
      clipDecider,
      { type: 'ApproveClip', clipId: data.videoId, now: new Date().toISOString() },
      { actor: { id: people.adminId, role: 'admin' }, correlationId: randomUUID() },
    );
    added += 1;
  }
  return added;
}

/** The watermarked preview's words (components/VideoPreview.tsx, PreviewBadge.tsx, PreviewMomentField.tsx). */
import { PREVIEW_MAX_SECONDS, PREVIEW_MOMENT_STEP_SECONDS } from '../lib/constants.ts';
import type { PreviewStatus } from '../lib/videoPreview.ts';

export const videoPreview = {
  caption: `ตัวอย่างพร้อมลายน้ำ · สูงสุด ${PREVIEW_MAX_SECONDS} วินาที`,
  playerLabel: (title: string) => `ตัวอย่างวิดีโอ: ${title}`,
  making: 'กำลังสร้างตัวอย่างวิดีโอ',
  makingProgress: (percent: number) => `กำลังสร้างตัวอย่างวิดีโอ ${percent}%`,
  makingHint: 'หน้านี้จะแสดงตัวอย่างให้เองเมื่อพร้อม',
  progressLabel: 'ความคืบหน้าการสร้างตัวอย่างวิดีโอ',
  none: 'ยังไม่มีตัวอย่างวิดีโอ',
  failedReason: (reason: string) => `สร้างตัวอย่างวิดีโอไม่สำเร็จ: ${reason}`,
  playFailed: 'เล่นตัวอย่างวิดีโอไม่ได้ กรุณาโหลดหน้าใหม่',
  badges: {
    making: 'กำลังสร้างตัวอย่าง',
    ready: 'มีตัวอย่างวิดีโอ',
    failed: 'ตัวอย่างวิดีโอล้มเหลว',
  } satisfies Record<Exclude<PreviewStatus, 'none'>, string>,
  moment: {
    heading: 'ช่วงเกิดเหตุ',
    explain: `ผู้ซื้อจะเห็นตัวอย่างวิดีโอพร้อมลายน้ำ ยาวไม่เกิน ${PREVIEW_MAX_SECONDS} วินาที รอบช่วงนี้ ก่อนตัดสินใจซื้อ`,
    slider: 'เวลาที่เกิดเหตุในคลิป',
    at: (time: string) => `เกิดเหตุที่ ${time}`,
    middle: 'ใช้กึ่งกลางคลิป',
    earlier: `ถอยหลัง ${PREVIEW_MOMENT_STEP_SECONDS} วินาที`,
    later: `เดินหน้า ${PREVIEW_MOMENT_STEP_SECONDS} วินาที`,
    defaultHint: 'ค่าเริ่มต้นคือกึ่งกลางคลิป',
  },
} as const;

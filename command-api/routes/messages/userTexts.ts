/** What the write side says about accounts as admins manage them. */
export const userTexts = {
  alreadyExists: 'มีผู้ใช้นี้อยู่แล้ว',
  notFound: 'ไม่พบผู้ใช้',
  alreadyAdmin: 'ผู้ใช้นี้เป็นผู้ดูแลระบบอยู่แล้ว',
  notAdmin: 'ผู้ใช้นี้ไม่ได้เป็นผู้ดูแลระบบ',
  alreadySuspended: 'บัญชีนี้ถูกระงับอยู่แล้ว',
  notSuspended: 'บัญชีนี้ใช้งานได้อยู่แล้ว',
  cannotTargetSelf: 'ไม่สามารถทำรายการนี้กับบัญชีของตนเองได้',
} as const;

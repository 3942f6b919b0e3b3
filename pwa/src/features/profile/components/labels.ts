import { profile as t } from '../../../lib/texts.ts';

export function userTypeLabel(userType: string): string {
  return userType in t.userTypes ? t.userTypes[userType as keyof typeof t.userTypes] : t.userTypes.buyer;
}

export function bankLabel(code: string): string {
  return code in t.banks ? t.banks[code as keyof typeof t.banks] : code;
}

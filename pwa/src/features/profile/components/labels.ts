import { bankNames } from '../../../../../events/user/bankNames.ts';
import { profile as t } from '../profileTexts.ts';

export function userTypeLabel(userType: string): string {
  return userType in t.userTypes ? t.userTypes[userType as keyof typeof t.userTypes] : t.userTypes.buyer;
}

export function bankLabel(code: string): string {
  return code in bankNames ? bankNames[code as keyof typeof bankNames] : code;
}

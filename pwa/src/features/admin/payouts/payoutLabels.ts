/** Thai names of a payout's status, method and bank (admin spec §4 Payout, §9 payout methods). */
import { labelOrKey } from '../../../lib/labels.ts';
import { bankNames } from '../../../../../events/user/bankNames.ts';
import { adminPayouts } from './adminPayoutsTexts.ts';

export const payoutStatusLabel = (status: string) => labelOrKey(adminPayouts.statuses, status);
export const payoutMethodLabel = (method: string) => labelOrKey(adminPayouts.methods, method);
export const bankLabel = (bank: string) => labelOrKey(bankNames, bank);

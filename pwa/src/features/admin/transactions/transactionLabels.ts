/** Thai names of a transaction's status and payment method (admin spec §4 Transaction, §9). */
import { labelOrKey } from '../../../lib/labels.ts';
import { adminTransactions } from './adminTransactionsTexts.ts';

export const transactionStatusLabel = (status: string) => labelOrKey(adminTransactions.statuses, status);
export const transactionMethodLabel = (method: string) => labelOrKey(adminTransactions.methods, method);

import type { BANK_CODES } from '../../../events/constants.ts';

/** The platform's account buyers transfer to; an admin confirms each transfer that arrives. */
export interface PlatformBankAccount {
  bankName: (typeof BANK_CODES)[number];
  accountName: string;
  accountNumber: string;
  /** A made-up account of the embedded mode, labelled so on screen. */
  testMode: boolean;
}

/** The embedded mode's account: no money can reach it, and the name says so. */
const TEST_ACCOUNT: PlatformBankAccount = {
  bankName: 'kbank',
  accountName: 'บริษัท แดชคลิป จำกัด (บัญชีทดสอบ)',
  accountNumber: '000-0-00000-0',
  testMode: true,
};

/**
 * PLATFORM_BANK_* when set; otherwise the test account in embedded mode, and no bank transfer at
 * all in a distributed deployment that names no account.
 */
export function platformBankAccount(config: {
  PLATFORM_BANK_NAME?: PlatformBankAccount['bankName'];
  PLATFORM_BANK_ACCOUNT_NAME?: string;
  PLATFORM_BANK_ACCOUNT_NUMBER?: string;
  embedded: boolean;
}): PlatformBankAccount | null {
  const { PLATFORM_BANK_NAME: bankName, PLATFORM_BANK_ACCOUNT_NAME: accountName } = config;
  const accountNumber = config.PLATFORM_BANK_ACCOUNT_NUMBER;
  if (bankName && accountName && accountNumber)
    return { bankName, accountName, accountNumber, testMode: false };
  return config.embedded ? TEST_ACCOUNT : null;
}

/** The reference a buyer writes on the transfer, so the admin can match it: short and stable. */
export function transferReference(purchaseId: string): string {
  return `DC${purchaseId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 10)
    .toUpperCase()}`;
}

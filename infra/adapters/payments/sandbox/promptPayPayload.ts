import { toBahtDecimal, type Satang } from '../../../../events/money.ts';

/**
 * The EMVCo merchant-presented QR payload that Thai banking apps read as PromptPay (Bank of
 * Thailand's Thai QR Payment standard): tag-length-value fields, the PromptPay application id in
 * merchant account field 29, the amount in baht, currency 764 (THB), country TH, and a CRC16 over
 * everything before it. The sandbox generates a real one so that the QR on screen scans as a
 * PromptPay bill in a banking app (which then shows the sandbox's proxy id and the amount).
 */

/** Application id of PromptPay credit transfer (merchant account information, field 29). */
const PROMPTPAY_AID = 'A000000677010111';
/** ISO 4217 numeric code of the baht, and ISO 3166 country code. */
const CURRENCY_THB = '764';
const COUNTRY_TH = 'TH';

/** A PromptPay proxy: a mobile number (10 digits, 0…), a national id / tax id (13) or an e-wallet id (15). */
export type PromptPayProxy =
  { type: 'mobile'; id: string } | { type: 'taxId'; id: string } | { type: 'eWallet'; id: string };

function field(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection), as EMVCo prescribes. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function proxyField(proxy: PromptPayProxy): string {
  const digits = proxy.id.replace(/\D/g, '');
  switch (proxy.type) {
    // A Thai mobile number travels as 0066 + the number without its leading 0, 13 digits in all.
    case 'mobile':
      return field('01', `0066${digits.replace(/^0/, '')}`.padStart(13, '0'));
    case 'taxId':
      return field('02', digits);
    case 'eWallet':
      return field('03', digits);
  }
}

/**
 * The payload for one payment: with an amount it is a dynamic (one-time, 12) QR, without one a
 * static (11) QR the payer types the amount into.
 */
export function promptPayPayload(proxy: PromptPayProxy, amountSatang?: Satang): string {
  const body =
    field('00', '01') +
    field('01', amountSatang === undefined ? '11' : '12') +
    field('29', field('00', PROMPTPAY_AID) + proxyField(proxy)) +
    field('58', COUNTRY_TH) +
    field('53', CURRENCY_THB) +
    (amountSatang === undefined ? '' : field('54', toBahtDecimal(amountSatang))) +
    '6304';
  return body + crc16Ccitt(body);
}

import { RECEIPT_NUMBER_PREFIX } from '../../projector/constants.ts';

/** A receipt number as printed (`DC-1A2B-3C4D-5E6F`), typed with or without its dashes, any case. */
const RECEIPT_NUMBER = new RegExp(
  `^${RECEIPT_NUMBER_PREFIX}-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})$`,
  'i',
);
/** A purchase's short id: the first 8 characters of its id, as screens and e-mails show it. */
const SHORT_ID = /^[0-9a-f]{8}$/i;

export type PurchaseLookup =
  { kind: 'receipt'; number: string; hash: string } | { kind: 'shortId'; prefix: string } | null;

/**
 * What support may paste to find a purchase besides words (issue 17): a receipt number or a
 * purchase's short id; null for anything else.
 */
export function purchaseLookupOf(search: string): PurchaseLookup {
  const text = search.trim();
  const receipt = RECEIPT_NUMBER.exec(text);
  if (receipt) {
    const hash = `${receipt[1]}${receipt[2]}${receipt[3]}`.toUpperCase();
    const number = `${RECEIPT_NUMBER_PREFIX}-${hash.slice(0, 4)}-${hash.slice(4, 8)}-${hash.slice(8)}`;
    return { kind: 'receipt', number, hash };
  }
  if (SHORT_ID.test(text)) return { kind: 'shortId', prefix: text.toLowerCase() };
  return null;
}

/**
 * The SQL (a `select purchase_id from purchases …`) that finds the purchase a lookup names, with
 * its one parameter at `$n`: a receipt number on the read model's indexed `receipt_number` column.
 */
export function purchaseLookupSql(
  lookup: NonNullable<PurchaseLookup>,
  n: string,
): { sql: string; value: string } {
  if (lookup.kind === 'shortId')
    return {
      sql: `select purchase_id from purchases where purchase_id like ${n} || '%'`,
      value: lookup.prefix,
    };
  return { sql: `select purchase_id from purchases where receipt_number = ${n}`, value: lookup.number };
}

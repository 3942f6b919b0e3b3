import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { RECEIPT_NUMBER_PREFIX } from '../constants.ts';

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

/** Whether the purchases read model keeps each purchase's receipt number in a column of its own. */
async function hasReceiptNumberColumn(db: SqlExecutor): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from information_schema.columns where table_name = 'purchases' and column_name = 'receipt_number'`,
  );
  return rows.length > 0;
}

/**
 * The SQL (a `select purchase_id from purchases …`) that finds the purchase a lookup names, with
 * its one parameter at `$n`. A receipt number is matched on the read model's `receipt_number`
 * column when it has one (indexed); otherwise it is worked out from the id exactly as the receipt
 * prints it (`receiptNumber()`: the first 12 hex digits of the id's SHA-256) — a scan, run only
 * when the search is a receipt number.
 */
export async function purchaseLookupSql(
  db: SqlExecutor,
  lookup: NonNullable<PurchaseLookup>,
  n: string,
): Promise<{ sql: string; value: string }> {
  if (lookup.kind === 'shortId')
    return {
      sql: `select purchase_id from purchases where purchase_id like ${n} || '%'`,
      value: lookup.prefix,
    };
  if (await hasReceiptNumberColumn(db))
    return { sql: `select purchase_id from purchases where receipt_number = ${n}`, value: lookup.number };
  return {
    sql: `select purchase_id from purchases
           where upper(substr(encode(sha256(convert_to(purchase_id, 'UTF8')), 'hex'), 1, 12)) = ${n}`,
    value: lookup.hash,
  };
}

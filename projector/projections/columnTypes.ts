/**
 * How a read-model column's value looks in TypeScript, the same whichever driver reads it (PGlite
 * embedded, `pg` on a server) and whether a projection writes it or a query reads it back. The
 * row types of the table modules (`…Tables.ts`) are written with these, so that one definition
 * serves the projection that fills a table and the queries that read it.
 */

/**
 * `timestamptz`: ISO text where a projection writes it (or reads it through `to_jsonb`), a Date
 * where a driver reads it back.
 */
export type Timestamp = string | Date;

/** `bigint`: a number from PGlite, text from `pg` (a bigint may not fit a JavaScript number). */
export type BigIntValue = number | string;

/**
 * `date`, a calendar day as YYYY-MM-DD text: queries select it as `column::text`, since the
 * drivers would turn a bare date into a Date at midnight of some time zone.
 */
export type CalendarDay = string;

/** Columns read through a left join: each may be null (no row to join). */
export type LeftJoined<Row> = { [Column in keyof Row]: Row[Column] | null };

/**
 * Money (DESIGN.md §3): integer satang inside — events, deciders, read models, the search port, the
 * payment provider port; baht only at the edges, where the HTTP API takes and answers prices and
 * amounts and where people read them. Crossing between the two goes through `fromBaht` and
 * `toBaht`, nowhere else.
 *
 * `Satang` and `Baht` are numbers tagged with their unit. A number literal or a database value
 * may be used as either (tests and SQL rows need no ceremony), but a `Baht` where `Satang` is
 * expected, or the other way round, does not compile. Sums and differences of satang are satang:
 * arithmetic gives a plain number, which fits back into `Satang`.
 */
declare const unit: unique symbol;
export type Satang = number & { readonly [unit]?: 'satang' };
export type Baht = number & { readonly [unit]?: 'baht' };

const SATANG_PER_BAHT = 100;

/**
 * Whole satang from a number or from a database's numeric text (PostgreSQL answers sums of
 * bigint as text). Anything but a whole number is a bug upstream and throws.
 */
export function satang(value: number | string): Satang {
  const amount = Number(value);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of satang: ${String(value)}`);
  return amount;
}

/**
 * Baht to satang: 1500 → 150000. Whole baht convert exactly; a fraction of a satang (a bound
 * typed in baht, 800.555) is rounded: to the nearest satang unless a range bound asks for `up`
 * (a lower bound: no price below it) or `down` (an upper bound).
 */
export function fromBaht(baht: Baht, rounding: 'nearest' | 'up' | 'down' = 'nearest'): Satang {
  const amount = baht * SATANG_PER_BAHT;
  if (rounding === 'up') return Math.ceil(amount);
  if (rounding === 'down') return Math.floor(amount);
  return Math.round(amount);
}

/** Satang to baht, as the API answers and people read amounts: 150050 → 1500.5. */
export function toBaht(amount: Satang): Baht {
  return amount / SATANG_PER_BAHT;
}

/** Satang as baht with two decimals, worked out on integers (no floating point): 150050 → '1500.50'. */
export function toBahtDecimal(amount: Satang): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(amount);
  const fraction = String(whole % SATANG_PER_BAHT).padStart(2, '0');
  return `${sign}${Math.floor(whole / SATANG_PER_BAHT)}.${fraction}`;
}

/** Amounts in baht added up through satang, so that 0.1 + 0.2 is 0.3 and not 0.30000000000000004. */
export function sumBaht(amounts: readonly Baht[]): Baht {
  return toBaht(amounts.reduce<Satang>((sum, amount) => sum + fromBaht(amount), 0));
}

/**
 * A VAT-inclusive amount split into its net and its VAT, in whole satang: net = amount × 100 /
 * (100 + percent), rounded to the nearest satang; VAT = amount − net, so the two always add up.
 */
export function splitVat(amount: Satang, percent: number): { net: Satang; vat: Satang } {
  const net = Math.round((amount * 100) / (100 + percent));
  return { net, vat: amount - net };
}

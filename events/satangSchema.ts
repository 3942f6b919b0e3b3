import type { z } from 'zod';
import type { Satang } from './money.ts';

/**
 * An event's amount of money: the given number schema (its checks unchanged), parsed as `Satang`.
 * Only the type changes; what is validated and stored is the same number.
 */
export const satangSchema = (schema: z.ZodNumber) => schema as z.ZodType<Satang, number>;

/**
 * Imported first by main.tsx. zod compiles object parsers with `new Function` when it may, and
 * finds out by trying one: under our Content-Security-Policy (no 'unsafe-eval') that probe is
 * refused and reported as a violation on every page load, although zod then works without it.
 * Telling zod not to try keeps the policy strict and the console clean.
 */
import { z } from 'zod';

z.config({ jitless: true });

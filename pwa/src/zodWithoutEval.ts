/**
 * Imported first by main.tsx, so it runs before any module that builds a zod schema. zod compiles
 * object parsers with `new Function` when it may, and finds out by trying while each schema is
 * built: under the Content-Security-Policy (no 'unsafe-eval') that attempt is refused and reported
 * as a violation on every page load, although zod then works without it. zod (classic and mini:
 * zod/v4/core) reads this global config when it loads. Part of the app's script rather than a file
 * of its own: one request less before the first page (bench:pwa).
 */
const zodConfigured = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
zodConfigured.__zod_globalConfig = { ...zodConfigured.__zod_globalConfig, jitless: true };

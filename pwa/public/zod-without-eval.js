// Loaded by index.html before the app's modules. zod compiles object parsers with `new Function`
// when it may, and finds out by trying while each schema is built: under the Content-Security-Policy
// (no 'unsafe-eval') that attempt is refused and reported as a violation on every page load,
// although zod then works without it. zod reads this global config when it loads; a classic
// script file (not inline: the policy refuses inline scripts) sets it before any module runs.
// Classic zod and zod/mini read the same config (zod/v4/core), so this covers both.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

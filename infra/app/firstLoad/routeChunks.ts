import fs from 'node:fs';
import path from 'node:path';

/**
 * What a path opens first, as the build's manifest names the modules: a page's route file
 * (pwa/src/routes, TanStack file routes, whose component and loader are one chunk). The pages
 * people most often open first from a link or a search engine; others load as before. Not /login:
 * the sign-in modal's dozen chunks took the six connections a phone has from the landing page's
 * data and covers it opens over (bench:pwa: LCP 4.1–4.7 s with them, 2.2–2.4 s without).
 */
const PAGE_MODULES: [RegExp, string[]][] = [
  [/^\/dashboard\/?$/, ['src/routes/dashboard.tsx']],
  [/^\/video\/[^/]+\/?$/, ['src/routes/video.$id.tsx']],
  [/^\/seller\/[^/]+\/?$/, ['src/routes/seller.$sellerId.tsx']],
  // The back office: its layout and the screen (an admin's bookmark opens one directly).
  [/^\/admin\/?$/, ['src/routes/_admin.tsx', 'src/routes/_admin/admin/index.tsx']],
  ...['audit', 'complaints', 'payouts', 'transactions', 'users', 'videos'].map(
    (screen): [RegExp, string[]] => [
      new RegExp(`^/admin/${screen}/?$`),
      ['src/routes/_admin.tsx', `src/routes/_admin/admin/${screen}.tsx`],
    ],
  ),
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * `Link` values for the chunks a page's component and loader need (the build's manifest,
 * `pwa/dist/.vite/manifest.json`): without them the browser finds them only after the app's script
 * has run, a round trip later, and only then asks the page's data. Read again when the build
 * changes; none when there is no manifest.
 */
export function routeChunkLinks(pwaDir: string): (pagePath: string) => string[] {
  const manifestFile = path.join(pwaDir, '.vite', 'manifest.json');
  let read: { mtimeMs: number; manifest: Record<string, ManifestChunk> } | null = null;

  const manifest = (): Record<string, ManifestChunk> => {
    try {
      const { mtimeMs } = fs.statSync(manifestFile);
      if (read?.mtimeMs !== mtimeMs)
        read = {
          mtimeMs,
          manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>,
        };
      return read.manifest;
    } catch {
      return {};
    }
  };

  return (pagePath) => {
    const modules = PAGE_MODULES.find(([pattern]) => pattern.test(pagePath))?.[1];
    if (!modules) return [];
    const chunks = manifest();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      // The entry (the shell) is announced for every page already.
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    // A module itself, or a page's component and loader: one chunk (pwa/vite.config.ts).
    for (const module of modules) {
      visit(module);
      for (const key of Object.keys(chunks))
        if (key.startsWith(`${module}?tsr-split=`) && key.includes('component')) visit(key);
    }
    return [
      ...[...scripts].map((file) => `</${file}>; rel=modulepreload; crossorigin=anonymous`),
      ...[...styles].map((file) => `</${file}>; rel=preload; as=style; crossorigin=anonymous`),
    ];
  };
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeChunkLinks } from './routeChunks.ts';

/** A build manifest as Vite writes it for the TanStack route chunks. */
const manifest = {
  'index.html': { file: 'assets/index-Shell.js', isEntry: true, css: ['assets/index-Shell.css'] },
  'src/routes/video.$id.tsx?tsr-split=component---loader': {
    file: 'assets/video._id-Page.js',
    imports: ['_getVideo-A.js', 'index.html', '_schemas-B.js'],
    css: ['assets/video-Page.css'],
  },
  'src/routes/video.$id.tsx?tsr-split=errorComponent': { file: 'assets/video._id-Error.js' },
  '_getVideo-A.js': { file: 'assets/getVideo-A.js', imports: ['_schemas-B.js', 'index.html'] },
  '_schemas-B.js': { file: 'assets/schemas-B.js' },
  'src/routes/_admin.tsx?tsr-split=component---loader': {
    file: 'assets/lazy/_admin-Layout.js',
    imports: ['index.html'],
    css: ['assets/_admin-Layout.css'],
  },
  'src/routes/_admin/admin/users.tsx?tsr-split=component---loader': {
    file: 'assets/lazy/users-Screen.js',
    imports: ['_schemas-B.js', 'index.html'],
  },
  'src/features/auth/components/SignInModal.tsx': {
    file: 'assets/SignInModal-C.js',
    imports: ['_schemas-B.js'],
    isDynamicEntry: true,
  },
};

describe('the chunks a page needs, announced with it', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dashclip-manifest-'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('given a clip page, names its page chunk and every chunk that imports, once each, without the shell', () => {
    expect(routeChunkLinks(dir)('/video/0f07c3e0-01ef-4061-a233-0a1ba66e7807')).toEqual([
      '</assets/video._id-Page.js>; rel=modulepreload; crossorigin=anonymous',
      '</assets/getVideo-A.js>; rel=modulepreload; crossorigin=anonymous',
      '</assets/schemas-B.js>; rel=modulepreload; crossorigin=anonymous',
      '</assets/video-Page.css>; rel=preload; as=style; crossorigin=anonymous',
    ]);
  });

  it('given /login, names none: the landing page it opens over comes first (its data and covers)', () => {
    expect(routeChunkLinks(dir)('/login')).toEqual([]);
  });

  it("given a back-office screen, names the back office's layout and the screen's chunks", () => {
    expect(routeChunkLinks(dir)('/admin/users')).toEqual([
      '</assets/lazy/_admin-Layout.js>; rel=modulepreload; crossorigin=anonymous',
      '</assets/lazy/users-Screen.js>; rel=modulepreload; crossorigin=anonymous',
      '</assets/schemas-B.js>; rel=modulepreload; crossorigin=anonymous',
      '</assets/_admin-Layout.css>; rel=preload; as=style; crossorigin=anonymous',
    ]);
  });

  it('given a page it does not know, or a build without a manifest, names nothing', () => {
    expect(routeChunkLinks(dir)('/profile')).toEqual([]);
    expect(routeChunkLinks(path.join(dir, 'missing'))('/video/x')).toEqual([]);
  });
});

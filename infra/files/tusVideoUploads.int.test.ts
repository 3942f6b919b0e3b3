import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tusVideoUploads, type TusVideoUploads } from './tusVideoUploads.ts';

const mount = '/api/uploads/videos';

/** A bare HTTP server in front of the adapter, as the uploader `uid`. */
async function serve(uploads: TusVideoUploads, uid: string) {
  const server = http.createServer((req, res) => void uploads.handle(req, res, uid));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fetch: (url: string, init: RequestInit = {}) =>
      fetch(`${base}${url}`, { ...init, headers: { 'tus-resumable': '1.0.0', ...init.headers } }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('tus uploads on the file store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dashclip-tus-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('an upload survives a server restart: HEAD gives the offset, the rest completes it, the owner is kept', async () => {
    const bytes = Buffer.from('0123456789'.repeat(100));
    const first = await serve(tusVideoUploads(dir, mount), 'seller-1');
    const created = await first.fetch(mount, {
      method: 'POST',
      headers: { 'upload-length': String(bytes.length), 'upload-metadata': `uploaderUid ${btoa('forged')}` },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const id = location.split('/').pop()!;
    const patch = (server: typeof first, offset: number, part: Buffer) =>
      server.fetch(location, {
        method: 'PATCH',
        headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: part,
      });
    expect((await patch(first, 0, bytes.subarray(0, 400))).status).toBe(204);
    await first.close();

    const restarted = tusVideoUploads(dir, mount);
    const second = await serve(restarted, 'seller-1');
    const head = await second.fetch(location, { method: 'HEAD' });
    expect(head.headers.get('upload-offset')).toBe('400');
    expect(await restarted.finished(id, 'seller-1')).toBeNull();
    expect((await patch(second, 400, bytes.subarray(400))).status).toBe(204);
    await second.close();

    // the client's own uploaderUid metadata is overwritten by the server's
    expect(await restarted.ownerOf(id)).toBe('seller-1');
    expect(await restarted.finished(id, 'forged')).toBeNull();
    const done = await restarted.finished(id, 'seller-1');
    expect(done).toEqual({ path: path.join(dir, id), sizeBytes: bytes.length });
    expect(await readFile(done!.path)).toEqual(bytes);
    expect(await restarted.ownerOf('../../etc/passwd')).toBeNull();
  });
});

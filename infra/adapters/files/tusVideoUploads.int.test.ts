import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newTusUploadId, tusVideoUploads, type TusVideoUploads } from './tusVideoUploads.ts';

const mount = '/api/uploads/videos';
const refusals = {
  notFound: 'not found',
  offsetConflict: 'offset conflict',
  tooLarge: 'too large',
  busy: 'busy',
  internal: 'internal',
  invalid: 'invalid',
};

/** A bare HTTP server in front of the adapter, as the uploader `uid` (the route's checks left out). */
async function serve(uploads: TusVideoUploads, uid: string, idOf = (path: string) => path.split('/').pop()!) {
  const server = http.createServer((req, res) => {
    const uploadId = req.method === 'POST' ? newTusUploadId() : idOf(req.url ?? '');
    void uploads.handle(req, res, { uid, uploadId });
  });
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
    const first = await serve(tusVideoUploads(dir, mount, refusals), 'seller-1');
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

    const restarted = tusVideoUploads(dir, mount, refusals);
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
    expect(done).toEqual({
      path: path.join(dir, id),
      sizeBytes: bytes.length,
      metadata: { uploaderUid: 'seller-1' },
    });
    expect(await readFile(done!.path)).toEqual(bytes);
    expect(await restarted.ownerOf('../../etc/passwd')).toBeNull();
  });

  it('without the route in front, tus still acts only on the checked id, never on one from the query, and only for its owner', async () => {
    const uploads = tusVideoUploads(dir, mount, refusals);
    const victim = await serve(uploads, 'victim');
    const created = await victim.fetch(mount, { method: 'POST', headers: { 'upload-length': '10' } });
    const victimId = created.headers.get('location')!.split('/').pop()!;
    const patch = (server: typeof victim, url: string) =>
      server.fetch(url, {
        method: 'PATCH',
        headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: Buffer.from('AAAAAAAAAA'),
      });
    // the attacker's own id checked, the victim's in the query: tus must not follow the query
    const ownId = newTusUploadId();
    const attacker = await serve(uploads, 'attacker', () => ownId);
    expect((await patch(attacker, `${mount}/${ownId}?x=/${victimId}`)).status).toBe(404);
    expect((await attacker.fetch(`${mount}/${ownId}?x=/${victimId}`, { method: 'DELETE' })).status).toBe(404);
    // the victim's id handed over as if checked: the owner in the metadata still says no
    const careless = await serve(uploads, 'attacker');
    expect((await patch(careless, `${mount}/${victimId}`)).status).toBe(404);
    expect((await careless.fetch(`${mount}/${victimId}`, { method: 'HEAD' })).status).toBe(404);
    expect((await careless.fetch(`${mount}/${victimId}`, { method: 'DELETE' })).status).toBe(404);
    await Promise.all([victim.close(), attacker.close(), careless.close()]);

    const upload = await uploads.ownerOf(victimId);
    expect(upload).toBe('victim');
    expect(await readFile(path.join(dir, victimId))).toEqual(Buffer.alloc(0));
  });
});

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTexts } from '../../command-api/routes/messages/uploadTexts.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';
import { uploadVideo, videoFixture } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const base = '/api/uploads/videos';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * The attack needs request targets exactly as written (`?`, `#`, `;`, `%2F`, `//`): supertest and
 * fetch normalise URLs, so these go over a plain socket-level client to the real app on a port.
 */
function raw(port: number, method: string, target: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: target, headers: { 'tus-resumable': '1.0.0', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('a tus upload belongs to its uploader, whatever the URL says', () => {
  let m: Marketplace;
  let server: http.Server;
  let port: number;
  let victim: TestPerson;
  let attacker: TestPerson;
  beforeAll(async () => {
    m = await testMarketplace();
    victim = await m.newPerson('Victim');
    attacker = await m.newPerson('Attacker');
    server = http.createServer(m.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await m.close();
  });

  const auth = (person: TestPerson) => ({ authorization: `Bearer ${person.token}` });
  const create = async (person: TestPerson, length: number) => {
    const res = await raw(port, 'POST', base, { ...auth(person), 'upload-length': String(length) });
    expect(res.status).toBe(201);
    return String(res.headers.location).split('/').pop()!;
  };
  const patch = (person: TestPerson, target: string, offset: number, bytes: Buffer) =>
    raw(
      port,
      'PATCH',
      target,
      {
        ...auth(person),
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      bytes,
    );

  it('HEAD, PATCH and DELETE aimed past the attacker’s own id answer 404/400 and leave the victim’s upload as it was', async () => {
    const bytes = await readFile(videoFixture('clip-3s.mp4'));
    const half = Math.floor(bytes.length / 2);
    const victimId = await create(victim, bytes.length);
    expect((await patch(victim, `${base}/${victimId}`, 0, bytes.subarray(0, half))).status).toBe(204);
    const attackerId = await create(attacker, bytes.length);
    const garbage = Buffer.alloc(bytes.length - half, 0x41);

    const targets = [
      `${base}/${attackerId}?x=/${victimId}`,
      `${base}/${attackerId}?/${victimId}`,
      `${base}/${attackerId}?x=${victimId}`,
      `${base}/${attackerId}#/${victimId}`,
      `${base}/${attackerId}%2F${victimId}`,
      `${base}/${attackerId}%2f..%2f${victimId}`,
      `${base}/${attackerId}%3F/${victimId}`,
      `${base}/${attackerId}%23/${victimId}`,
      `${base}/${attackerId}/${victimId}`,
      `${base}/${attackerId}/x/../${victimId}`,
      `${base}/${attackerId};/${victimId}`,
      `${base}/${attackerId};x=/${victimId}`,
      `${base}//${victimId}`,
      `/api//uploads/videos/${attackerId}?x=/${victimId}`,
      `${base}/${victimId}`,
    ];
    for (const target of targets) {
      const answers = [
        await raw(port, 'HEAD', target, auth(attacker)),
        await patch(attacker, target, half, garbage),
        await raw(port, 'DELETE', target, auth(attacker)),
      ];
      for (const answer of answers) {
        expect([400, 404], `${target} → ${answer.status}`).toContain(answer.status);
        // HEAD has no body; every other refusal is the API's Thai JSON.
        if (answer.text) expect(JSON.parse(answer.text)).toMatchObject({ success: false });
      }
    }

    // the victim's bytes and offset are untouched…
    const file = path.join(m.mediaDir, 'uploads', victimId);
    expect(await readFile(file)).toEqual(bytes.subarray(0, half));
    const head = await raw(port, 'HEAD', `${base}/${victimId}`, auth(victim));
    expect(head.status).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    // …and the victim resumes and makes the clip from it
    const rest = await patch(victim, `${base}/${victimId}`, half, bytes.subarray(half));
    expect(rest.status).toBe(204);
    const clip = await uploadVideo(m.app, victim.token, {
      video: null,
      fields: { uploadId: victimId },
    }).expect(201);
    expect(clip.body.data.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('a tus request that carries a query string → 400 in Thai, even on the caller’s own upload', async () => {
    const id = await create(attacker, 10);
    const answer = await patch(attacker, `${base}/${id}?a=b`, 0, Buffer.from('0123456789'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      success: false,
      error: { code: 'VALIDATION', message: uploadTexts.uploadUrlInvalid },
    });
    const created = await raw(port, 'POST', `${base}?x=/${id}`, { ...auth(attacker), 'upload-length': '10' });
    expect(created.status).toBe(400);
    expect((await raw(port, 'HEAD', `${base}/${id}`, auth(attacker))).headers['upload-offset']).toBe('0');
  });
});

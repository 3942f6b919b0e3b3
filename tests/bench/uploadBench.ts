/**
 * Upload benchmark: a 100 MB video over loopback into the real marketplace (`infra/app/main.ts` in its
 * own process, embedded mode), once as the multipart POST /api/videos/upload and once over tus,
 * printing MB/s and the server's peak RSS growth (/proc/<pid>/status VmRSS, sampled every 10 ms).
 * Target: growth ≤ 64 MB — the video is streamed to disk, never held whole in memory.
 *
 *   npm run bench:upload
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { VIDEO_MAX_BYTES } from '../../events/constants.ts';
import { DEV_PASSWORD, devAccounts } from '../../infra/app/dev/devAccounts.ts';
import { EMBEDDED, runScript, root } from '../fixtures/e2eServer.ts';
import { validUploadFields, videoFixture } from '../fixtures/uploads.ts';

const MB = 1024 * 1024;
const TUS_CHUNK = 25 * MB;

/**
 * A valid 100 MB mp4, generated as it is sent: a real 3 s fixture (moov first) followed by one
 * `free` box that fills the rest, starting with random bytes so every run has its own SHA-256.
 */
function bigMp4(size = VIDEO_MAX_BYTES): { size: number; stream: (from?: number, to?: number) => Readable } {
  const head = readFileSync(videoFixture('clip-3s-faststart.mp4'));
  const freeHeader = Buffer.alloc(8 + 16);
  freeHeader.writeUInt32BE(size - head.length, 0);
  freeHeader.write('free', 4, 'latin1');
  randomBytes(16).copy(freeHeader, 8);
  const prefix = Buffer.concat([head, freeHeader]);
  const zeros = Buffer.alloc(MB);
  return {
    size,
    stream(from = 0, to = size) {
      return Readable.from(
        (function* () {
          for (let at = from; at < to;) {
            const chunk =
              at < prefix.length
                ? prefix.subarray(at, Math.min(prefix.length, to))
                : zeros.subarray(0, Math.min(MB, to - at));
            at += chunk.length;
            yield chunk;
          }
        })(),
      );
    },
  };
}

function send(
  base: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: Readable },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${options.path}`, { method: options.method, headers: options.headers });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    if (options.body) options.body.pipe(req);
    else req.end();
  });
}

function multipart(fields: Record<string, string>, file?: { size: number; stream: () => Readable }) {
  const boundary = `----dashclip-${randomBytes(8).toString('hex')}`;
  const text = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHead = file
    ? `--${boundary}\r\nContent-Disposition: form-data; name="videoFile"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`
    : '';
  const tail = `${file ? '\r\n' : ''}--${boundary}--\r\n`;
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(text + fileHead);
      if (file) yield* file.stream();
      yield Buffer.from(tail);
    })(),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (kb === undefined) throw new Error('the server process is gone');
  return Number(kb) * 1024;
}

/** Runs `work` while sampling the server's RSS; answers seconds taken and the peak RSS seen. */
async function measured(pid: number, work: () => Promise<void>) {
  let peak = await rssBytes(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  try {
    await work();
  } finally {
    sampling = false;
  }
  const seconds = (performance.now() - started) / 1000;
  await sampler;
  return { seconds, peak };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dashclip-bench-upload-'));
const port = String(20_000 + Math.floor(Math.random() * 20_000));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  LOG_LEVEL: 'warn',
  ...EMBEDDED,
};
await runScript(['infra/app/dev/seed.ts'], env);
// node --import tsx (not the tsx wrapper) so the pid is the server's own process.
const server = spawn(process.execPath, ['--import', 'tsx', 'infra/app/main.ts'], { cwd: root, env });
let output = '';
try {
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) resolve(match[1]!);
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  const pid = server.pid!;
  const login = await send(base, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: Readable.from([JSON.stringify({ email: devAccounts[0].email, password: DEV_PASSWORD })]),
  });
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const fields = { ...validUploadFields };
  // warm up (first requests load the location lists, sharp, …) before the baseline
  const warm = multipart(fields, {
    size: 0,
    stream: () => Readable.from([readFileSync(videoFixture('clip-3s.mp4'))]),
  });
  await send(base, {
    method: 'POST',
    path: '/api/videos/upload',
    headers: { ...auth, 'content-type': warm.contentType },
    body: warm.body,
  });
  const baseline = await rssBytes(pid);

  const report = (label: string, size: number, run: { seconds: number; peak: number }, status: number) =>
    console.log(
      `${label.padEnd(34)} ${status}  ${(size / MB).toFixed(0)} MB in ${run.seconds.toFixed(2)} s = ${(size / MB / run.seconds).toFixed(1)} MB/s   peak RSS growth ${((run.peak - baseline) / MB).toFixed(1)} MB`,
    );

  const multipartVideo = bigMp4();
  let status = 0;
  const viaMultipart = await measured(pid, async () => {
    const form = multipart(fields, multipartVideo);
    const res = await send(base, {
      method: 'POST',
      path: '/api/videos/upload',
      headers: { ...auth, 'content-type': form.contentType },
      body: form.body,
    });
    status = res.status;
    if (res.status !== 201) throw new Error(`multipart upload: ${res.status} ${res.body}`);
  });
  report('multipart POST /api/videos/upload', multipartVideo.size, viaMultipart, status);

  const tusVideo = bigMp4();
  const viaTus = await measured(pid, async () => {
    const tus = { ...auth, 'tus-resumable': '1.0.0' };
    const created = await send(base, {
      method: 'POST',
      path: '/api/uploads/videos',
      headers: { ...tus, 'upload-length': String(tusVideo.size) },
    });
    const location = created.headers.location!;
    for (let offset = 0; offset < tusVideo.size; offset += TUS_CHUNK) {
      const end = Math.min(tusVideo.size, offset + TUS_CHUNK);
      const res = await send(base, {
        method: 'PATCH',
        path: location,
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(end - offset),
        },
        body: tusVideo.stream(offset, end),
      });
      if (res.status !== 204) throw new Error(`tus PATCH: ${res.status} ${res.body}`);
    }
    const form = multipart({ ...fields, uploadId: location.split('/').pop()! });
    const res = await send(base, {
      method: 'POST',
      path: '/api/videos/upload',
      headers: { ...auth, 'content-type': form.contentType },
      body: form.body,
    });
    status = res.status;
    if (res.status !== 201) throw new Error(`clip from tus upload: ${res.status} ${res.body}`);
  });
  report(`tus (${TUS_CHUNK / MB} MB PATCHes) + POST uploadId`, tusVideo.size, viaTus, status);
  console.log(
    `baseline RSS ${(baseline / MB).toFixed(1)} MB (after a warm-up upload); target: growth ≤ 64 MB`,
  );
} catch (error) {
  console.error(output);
  throw error;
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

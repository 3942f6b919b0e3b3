/**
 * Commands of a clip's life: a tus upload in two requests (creation, then the bytes), the upload
 * form naming the finished upload, the admin's approval or rejection, edits by the seller and by
 * the admin, and anonymous views.
 */
import { randomBytes } from 'node:crypto';
import { UPLOAD_PENDING_MAX } from '../../command-api/constants.ts';
import type { CommandKind } from './loadContext.ts';
import { noAnswer, pickUsable, type Clip, type Member } from './marketState.ts';

const TUS = { 'tus-resumable': '1.0.0' };
/** Uploads a seller keeps waiting at most: the quota's limit less a margin for answers still in flight. */
const WAITING_UPLOADS = UPLOAD_PENDING_MAX - 4;
const CONSENT = JSON.stringify({
  ownershipConfirmed: true,
  licenseGranted: true,
  pdpaCompliant: true,
  indemnificationAccepted: true,
  ageConfirmed: true,
});

function multipart(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const boundary = `dashclipload${randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const as = (member: Member) => ({ token: member.token, address: member.address });

/** The clip page as anyone, or as its seller (who also sees it before approval). */
const clipPage = (clip: Clip, viewer?: Member) => ({
  kind: 'probe' as const,
  cls: 'lag probe',
  route: 'GET /api/videos/:id',
  method: 'GET' as const,
  path: `/api/videos/${clip.id}`,
  ...(viewer ? as(viewer) : {}),
});

export const tusCreate: CommandKind = {
  cls: 'upload',
  prepare(ctx) {
    const seller = pickUsable(ctx.state.sellers, ctx.rng, (s) => s.waitingUploads < WAITING_UPLOADS);
    if (!seller) return null;
    seller.waitingUploads += 1;
    const video = ctx.video();
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'upload',
        route: 'POST /api/uploads/videos',
        method: 'POST',
        path: '/api/uploads/videos',
        ...as(seller),
        headers: {
          ...TUS,
          'upload-length': String(video.bytes.length),
          'upload-metadata': `filetype ${Buffer.from(video.filetype).toString('base64')}`,
        },
        dueAt,
      });
      const location = answer.headers.location;
      if (answer.status === 201 && location)
        ctx.state.createdUploads.add({ seller, video, location: new URL(location, 'http://x').pathname });
      else if (answer.status === 0) noAnswer(ctx.state, 'tusCreate');
      else seller.waitingUploads -= 1;
    };
  },
};

export const tusPatch: CommandKind = {
  cls: 'upload',
  prepare(ctx) {
    const upload = ctx.state.createdUploads.take(ctx.rng);
    if (!upload) return null;
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'upload',
        route: 'PATCH /api/uploads/videos/:id',
        method: 'PATCH',
        path: upload.location,
        ...as(upload.seller),
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: upload.video.bytes,
        dueAt,
      });
      if (answer.status === 204) ctx.state.finishedUploads.add(upload);
      else if (answer.status === 0) noAnswer(ctx.state, 'tusPatch');
    };
  },
};

export const createClip: CommandKind = {
  cls: 'upload',
  prepare(ctx) {
    const upload = ctx.state.finishedUploads.take(ctx.rng);
    if (!upload) return null;
    const fields = ctx.workload.clipFields();
    const form = multipart({
      ...fields,
      uploadId: upload.location.split('/').pop()!,
      consentData: CONSENT,
    });
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'upload',
        route: 'POST /api/videos/upload',
        method: 'POST',
        path: '/api/videos/upload',
        ...as(upload.seller),
        headers: { 'content-type': form.contentType },
        body: form.body,
        dueAt,
      });
      if (answer.status !== 201) {
        if (answer.status === 0) noAnswer(ctx.state, 'createClip');
        return;
      }
      const { videoId, sha256 } = answer.data<{ videoId: string; sha256: string }>();
      const clip: Clip = {
        id: videoId,
        seller: upload.seller,
        sha256,
        status: 'pending',
        approvedAt: 0,
        title: fields.title,
        priceBaht: Number(fields.price),
        busy: false,
        countedViews: 0,
        uncertain: false,
        viewsUncertain: false,
      };
      ctx.state.clips.set(clip.id, clip);
      ctx.state.pendingClips.add(clip);
      ctx.lag.sample('clip uploaded', answer, clipPage(clip, clip.seller), () => true);
    };
  },
};

function moderate(decision: 'approve' | 'reject'): CommandKind {
  return {
    cls: 'moderation',
    prepare(ctx) {
      const clip = ctx.state.pendingClips.take(ctx.rng);
      if (!clip) return null;
      const { admin } = ctx.state;
      return async (dueAt) => {
        const answer = await ctx.http({
          kind: 'command',
          cls: 'moderation',
          route: `PUT /api/admin/videos/:id/${decision}`,
          method: 'PUT',
          path: `/api/admin/videos/${clip.id}/${decision}`,
          ...as(admin),
          ...(decision === 'reject' ? { json: { reason: 'ภาพไม่ชัด มองไม่เห็นทะเบียนรถ' } } : {}),
          dueAt,
        });
        if (answer.status === 0) {
          clip.uncertain = true;
          noAnswer(ctx.state, decision);
          return;
        }
        if (answer.status !== 200) return;
        clip.seller.waitingUploads -= 1;
        if (decision === 'approve') {
          clip.status = 'approved';
          clip.approvedAt = answer.answeredAt;
          ctx.state.approvedClips.push(clip);
          ctx.lag.sample('clip approved', answer, clipPage(clip), () => true);
        } else {
          clip.status = 'rejected';
          ctx.lag.sample(
            'clip rejected',
            answer,
            clipPage(clip, clip.seller),
            (page) => page.data<{ status: string }>().status === 'rejected',
          );
        }
      };
    },
  };
}

export const approveClip = moderate('approve');
export const rejectClip = moderate('reject');

function edit(by: 'seller' | 'admin'): CommandKind {
  return {
    cls: 'clip edit',
    prepare(ctx) {
      const clip = pickUsable(ctx.state.approvedClips, ctx.rng, (c) => !c.busy && !c.uncertain);
      if (!clip) return null;
      clip.busy = true;
      const title = ctx.workload.newTitle(clip.title);
      const price = ctx.workload.price();
      const editor = by === 'seller' ? clip.seller : ctx.state.admin;
      return async (dueAt) => {
        const answer = await ctx.http({
          kind: 'command',
          cls: 'clip edit',
          route: by === 'seller' ? 'PUT /api/videos/:id' : 'PUT /api/admin/videos/:id',
          method: 'PUT',
          path: by === 'seller' ? `/api/videos/${clip.id}` : `/api/admin/videos/${clip.id}`,
          ...as(editor),
          json: { title, price },
          dueAt,
        });
        clip.busy = false;
        if (answer.status === 0) {
          clip.uncertain = true;
          noAnswer(ctx.state, `${by} edit`);
          return;
        }
        if (answer.status !== 200) return;
        clip.title = title;
        clip.priceBaht = price;
        ctx.lag.sample(
          'clip edited',
          answer,
          clipPage(clip),
          (page) => page.data<{ title: string }>().title === title,
        );
      };
    },
  };
}

export const sellerEdit = edit('seller');
export const adminEdit = edit('admin');

export const viewClip: CommandKind = {
  cls: 'view',
  prepare(ctx) {
    const clip = pickUsable(ctx.state.approvedClips, ctx.rng, () => true);
    if (!clip) return null;
    const visitor = ctx.visitor();
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'view',
        route: 'POST /api/videos/:id/view',
        method: 'POST',
        path: `/api/videos/${clip.id}/view`,
        address: visitor,
        dueAt,
      });
      if (answer.status === 200 && answer.data<{ counted: boolean }>().counted) clip.countedViews += 1;
      else if (answer.status === 0) {
        clip.viewsUncertain = true;
        noAnswer(ctx.state, 'view');
      }
    };
  },
};

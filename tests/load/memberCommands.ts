/**
 * Members' other commands: complaints and their handling by the admin, reading notifications, and
 * new accounts (register, verify with the mailed link from the dev mailbox, sign in), which then
 * buy like the others.
 */
import { randomBytes } from 'node:crypto';
import { COMPLAINT_TYPES } from '../../events/constants.ts';
import type { CommandKind, LoadContext } from './loadContext.ts';
import type { LoadAnswer } from './loadHttp.ts';
import { noAnswer, pickUsable, type Complaint, type Member } from './marketState.ts';
import { LOAD_PASSWORD, mailedToken, newMember, registrationBody } from './accounts.ts';

const as = (member: Member) => ({ token: member.token, address: member.address });
/** The types a buyer files about a purchase (takedown requests come from strangers, through another form). */
const BUYER_COMPLAINT_TYPES = COMPLAINT_TYPES.filter((type) => type !== 'takedown');

/** The admin's complaint list searched by its id, until it lists the complaint (in `status`, when given). */
function adminComplaintProbe(
  ctx: LoadContext,
  kind: string,
  complaint: Complaint,
  command: LoadAnswer,
  status: Complaint['status'] | null,
) {
  ctx.lag.sample(
    kind,
    command,
    {
      kind: 'probe',
      cls: 'lag probe',
      route: 'GET /api/admin/complaints',
      method: 'GET',
      path: `/api/admin/complaints?search=${complaint.id}`,
      ...as(ctx.state.admin),
    },
    (list) =>
      list
        .data<{ complaints: { _id: string; status: string }[] }>()
        .complaints.some((c) => c._id === complaint.id && (status === null || c.status === status)),
  );
}

export const fileComplaint: CommandKind = {
  cls: 'complaint',
  prepare(ctx) {
    const purchase = pickUsable(ctx.state.paidPurchases, ctx.rng, (p) => !p.uncertain);
    if (!purchase) return null;
    const type = ctx.rng.pick(BUYER_COMPLAINT_TYPES);
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'complaint',
        route: 'POST /api/complaints',
        method: 'POST',
        path: '/api/complaints',
        ...as(purchase.buyer),
        json: {
          type,
          subject: 'คลิปไม่ตรงกับที่บรรยายไว้',
          description: 'ทะเบียนรถในคลิปไม่ชัดอย่างที่เขียนไว้ในรายละเอียด รบกวนตรวจสอบด้วยครับ',
          purchaseId: purchase.id,
        },
        dueAt,
      });
      if (answer.status !== 201) {
        if (answer.status === 0) noAnswer(ctx.state, 'fileComplaint');
        return;
      }
      const complaint: Complaint = {
        id: answer.data<{ complaintId: string }>().complaintId,
        reporter: purchase.buyer,
        status: 'open',
        uncertain: false,
      };
      ctx.state.complaints.set(complaint.id, complaint);
      ctx.state.openComplaints.add(complaint);
      // Listed in any state: the admin may have taken it up already.
      adminComplaintProbe(ctx, 'complaint filed', complaint, answer, null);
    };
  },
};

export const takeComplaint: CommandKind = {
  cls: 'complaint',
  prepare(ctx) {
    const complaint = ctx.state.openComplaints.take(ctx.rng);
    if (!complaint) return null;
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'complaint',
        route: 'PUT /api/admin/complaints/:id/in-progress',
        method: 'PUT',
        path: `/api/admin/complaints/${complaint.id}/in-progress`,
        ...as(ctx.state.admin),
        dueAt,
      });
      if (answer.status === 0) {
        complaint.uncertain = true;
        noAnswer(ctx.state, 'takeComplaint');
      } else if (answer.status === 200) {
        complaint.status = 'in_progress';
        ctx.state.inProgressComplaints.add(complaint);
      }
    };
  },
};

export const closeComplaint: CommandKind = {
  cls: 'complaint',
  prepare(ctx) {
    const complaint = ctx.state.inProgressComplaints.take(ctx.rng);
    if (!complaint) return null;
    const decision = ctx.rng.chance(0.7) ? 'resolve' : 'reject';
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'complaint',
        route: `PUT /api/admin/complaints/:id/${decision}`,
        method: 'PUT',
        path: `/api/admin/complaints/${complaint.id}/${decision}`,
        ...as(ctx.state.admin),
        json: {
          response: decision === 'resolve' ? 'ตรวจสอบแล้ว ดำเนินการให้เรียบร้อยครับ' : 'คลิปตรงตามคำอธิบายแล้วครับ',
        },
        dueAt,
      });
      if (answer.status === 0) {
        complaint.uncertain = true;
        noAnswer(ctx.state, 'closeComplaint');
      } else if (answer.status === 200) {
        complaint.status = decision === 'resolve' ? 'resolved' : 'rejected';
        adminComplaintProbe(ctx, 'complaint closed', complaint, answer, complaint.status);
      }
    };
  },
};

function expectRead(ctx: LoadContext, member: Member, ids: Iterable<string>) {
  const read = ctx.state.readNotifications.get(member.uid) ?? new Set<string>();
  for (const id of ids) read.add(id);
  ctx.state.readNotifications.set(member.uid, read);
}

const everyMember = (ctx: LoadContext) => [...ctx.state.sellers, ...ctx.state.buyers];

/** One notification the member's last list showed unread. */
export const readNotification: CommandKind = {
  cls: 'notification',
  prepare(ctx) {
    const member = pickUsable(everyMember(ctx), ctx.rng, (m) => m.unread.size > 0);
    if (!member) return null;
    const id = [...member.unread][0]!;
    member.unread.delete(id);
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'notification',
        route: 'PUT /api/notifications/:id/read',
        method: 'PUT',
        path: `/api/notifications/${encodeURIComponent(id)}/read`,
        ...as(member),
        dueAt,
      });
      if (answer.status === 200) expectRead(ctx, member, [id]);
      else if (answer.status === 0) noAnswer(ctx.state, 'readNotification');
    };
  },
};

/** "อ่านทั้งหมด": every notification the member's last list showed unread is read afterwards. */
export const readAllNotifications: CommandKind = {
  cls: 'notification',
  prepare(ctx) {
    const member = ctx.rng.pick(everyMember(ctx));
    const known = [...member.unread];
    member.unread.clear();
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'notification',
        route: 'PUT /api/notifications/read-all',
        method: 'PUT',
        path: '/api/notifications/read-all',
        ...as(member),
        dueAt,
      });
      if (answer.status === 200) expectRead(ctx, member, known);
      else if (answer.status === 0) noAnswer(ctx.state, 'readAllNotifications');
    };
  },
};

export const register: CommandKind = {
  cls: 'account',
  prepare(ctx) {
    const registration = {
      email: `load-${ctx.runId}-${randomBytes(4).toString('hex')}@example.com`,
      password: LOAD_PASSWORD,
      address: ctx.newNetwork(),
    };
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'account',
        route: 'POST /api/auth/register',
        method: 'POST',
        path: '/api/auth/register',
        address: registration.address,
        json: registrationBody(registration.email, 'buyer'),
        dueAt,
      });
      if (answer.status === 201) ctx.state.registrations.add(registration);
      else if (answer.status === 0) noAnswer(ctx.state, 'register');
    };
  },
};

/** Opens the mailed link: the token is read from the dev mailbox first (not counted as a command). */
export const verifyEmail: CommandKind = {
  cls: 'account',
  prepare(ctx) {
    const registration = ctx.state.registrations.take(ctx.rng);
    if (!registration) return null;
    return async (dueAt) => {
      const token = await mailedToken(ctx.devTools, registration.email);
      if (!token) {
        ctx.state.registrations.add(registration);
        return;
      }
      const answer = await ctx.http({
        kind: 'command',
        cls: 'account',
        route: 'POST /api/auth/verify-email',
        method: 'POST',
        path: '/api/auth/verify-email',
        address: registration.address,
        json: { token },
        dueAt,
      });
      if (answer.status === 200) ctx.state.verifiedRegistrations.add(registration);
      else if (answer.status === 0) noAnswer(ctx.state, 'verifyEmail');
    };
  },
};

export const signIn: CommandKind = {
  cls: 'account',
  prepare(ctx) {
    const registration = ctx.state.verifiedRegistrations.take(ctx.rng);
    if (!registration) return null;
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'account',
        route: 'POST /api/auth/login',
        method: 'POST',
        path: '/api/auth/login',
        address: registration.address,
        json: { email: registration.email, password: registration.password },
        dueAt,
      });
      if (answer.status !== 200) {
        if (answer.status === 0) noAnswer(ctx.state, 'signIn');
        return;
      }
      const member = newMember(answer, registration, 'buyer');
      ctx.state.buyers.push(member);
      ctx.state.registered.push(member);
    };
  },
};

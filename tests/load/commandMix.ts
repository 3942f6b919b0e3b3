/**
 * The command mix: each kind's share of the commands, per 1,000, and the step before it in its
 * flow. A kind with nothing ready (no pending clip to approve, no paid purchase to download) sends
 * that earlier step instead, so every tick of the open loop sends one command and the flows settle
 * into the shares below: uploads (tus creation, bytes, form) feed approvals, approvals feed edits,
 * views and purchases, paid purchases feed downloads, complaints and refunds. Registrations are a
 * small share: each costs a production scrypt hash.
 */
import {
  adminEdit,
  approveClip,
  createClip,
  rejectClip,
  sellerEdit,
  tusCreate,
  tusPatch,
  viewClip,
} from './clipCommands.ts';
import type { CommandKind, LoadContext, PreparedCommand } from './loadContext.ts';
import {
  closeComplaint,
  fileComplaint,
  readAllNotifications,
  readNotification,
  register,
  signIn,
  takeComplaint,
  verifyEmail,
} from './memberCommands.ts';
import {
  confirmPayment,
  createPurchase,
  downloadFile,
  downloadLink,
  payAtProvider,
  refundPurchase,
  runPayouts,
  startPayment,
} from './purchaseCommands.ts';
import { weightedPicker } from './rng.ts';

export const COMMANDS = {
  tusCreate,
  tusPatch,
  createClip,
  approveClip,
  rejectClip,
  sellerEdit,
  adminEdit,
  viewClip,
  createPurchase,
  startPayment,
  payAtProvider,
  confirmPayment,
  downloadLink,
  downloadFile,
  refundPurchase,
  fileComplaint,
  takeComplaint,
  closeComplaint,
  readNotification,
  readAllNotifications,
  register,
  verifyEmail,
  signIn,
  runPayouts,
} satisfies Record<string, CommandKind>;

export type CommandName = keyof typeof COMMANDS;

/** Share per 1,000 commands, and what to send when nothing is ready for it. */
export const COMMAND_MIX: Record<CommandName, { perMille: number; instead: CommandName | null }> = {
  tusCreate: { perMille: 40, instead: 'viewClip' },
  tusPatch: { perMille: 40, instead: 'tusCreate' },
  createClip: { perMille: 40, instead: 'tusPatch' },
  approveClip: { perMille: 36, instead: 'createClip' },
  rejectClip: { perMille: 4, instead: 'createClip' },
  sellerEdit: { perMille: 25, instead: 'approveClip' },
  adminEdit: { perMille: 10, instead: 'approveClip' },
  viewClip: { perMille: 255, instead: 'approveClip' },
  createPurchase: { perMille: 70, instead: 'approveClip' },
  startPayment: { perMille: 70, instead: 'createPurchase' },
  payAtProvider: { perMille: 70, instead: 'startPayment' },
  confirmPayment: { perMille: 70, instead: 'payAtProvider' },
  downloadLink: { perMille: 50, instead: 'confirmPayment' },
  downloadFile: { perMille: 50, instead: 'downloadLink' },
  refundPurchase: { perMille: 10, instead: 'confirmPayment' },
  fileComplaint: { perMille: 40, instead: 'confirmPayment' },
  takeComplaint: { perMille: 15, instead: 'fileComplaint' },
  closeComplaint: { perMille: 25, instead: 'takeComplaint' },
  readNotification: { perMille: 60, instead: 'readAllNotifications' },
  readAllNotifications: { perMille: 15, instead: null },
  register: { perMille: 1, instead: null },
  verifyEmail: { perMille: 1, instead: 'register' },
  signIn: { perMille: 1, instead: 'verifyEmail' },
  runPayouts: { perMille: 2, instead: null },
};

/** Kinds tried at most before giving up on the chain and reading notifications (always possible). */
const CHAIN_MAX = 8;
const LAST_RESORT: CommandName = 'readAllNotifications';

export interface ChosenCommand {
  asked: CommandName;
  sent: CommandName;
  send: PreparedCommand;
}

export function commandChooser(ctx: LoadContext): () => ChosenCommand {
  const pick = weightedPicker(
    ctx.rng,
    Object.fromEntries(Object.entries(COMMAND_MIX).map(([name, { perMille }]) => [name, perMille])) as Record<
      CommandName,
      number
    >,
  );
  return () => {
    const asked = pick();
    let name: CommandName = asked;
    for (let tries = 0; tries < CHAIN_MAX; tries += 1) {
      const send = COMMANDS[name].prepare(ctx);
      if (send) return { asked, sent: name, send };
      name = COMMAND_MIX[name].instead ?? LAST_RESORT;
    }
    return { asked, sent: LAST_RESORT, send: COMMANDS[LAST_RESORT].prepare(ctx)! };
  };
}

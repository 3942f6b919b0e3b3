import type { LoadHttp } from './loadHttp.ts';
import type { MarketState } from './marketState.ts';
import type { LagProbes } from './projectionLag.ts';
import type { Rng } from './rng.ts';
import type { ThaiWorkload } from './thaiWorkload.ts';
import type { UniqueVideo } from './uniqueVideos.ts';

/** What every command and read of the mix works with. */
export interface LoadContext {
  http: LoadHttp;
  /** Where the dev tools answer (the dev mailbox): the server itself, never through the gateway. */
  devTools: LoadHttp;
  state: MarketState;
  rng: Rng;
  workload: ThaiWorkload;
  /** A small real video nobody uploaded before. */
  video(): UniqueVideo;
  lag: LagProbes;
  /** A new anonymous visitor's address. */
  visitor(): string;
  /** An address of a network nobody used yet (registrations are limited per network). */
  newNetwork(): string;
  /** Tells this run's e-mail addresses apart from another's. */
  runId: string;
}

/** A command with what it needs already taken from the pools: sending it is all that is left. */
export type PreparedCommand = (dueAt: number) => Promise<void>;

export interface CommandKind {
  /** The route class the report groups it under. */
  cls: string;
  /** Takes what the command needs and answers how to send it, or null when nothing is ready for it. */
  prepare(ctx: LoadContext): PreparedCommand | null;
}

/** Client addresses: each kind of client in its own part of 10.0.0.0/8, numbered. */
export function address(block: number, n: number): string {
  return `10.${block + ((n >> 16) & 0x7f)}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

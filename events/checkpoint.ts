import type { GlobalPosition } from './envelope.ts';

/** The position before every event. */
export const START: GlobalPosition = { tx: 0n, gp: 0n };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.tx !== b.tx) return a.tx < b.tx ? -1 : 1;
  if (a.gp !== b.gp) return a.gp < b.gp ? -1 : 1;
  return 0;
}

export function isAtOrAfter(position: GlobalPosition, target: GlobalPosition): boolean {
  return comparePositions(position, target) >= 0;
}

/** Text form used in HTTP (`position` in answers, header `X-Consistent-After`): "tx.gp". */
export function formatPosition(position: GlobalPosition): string {
  return `${position.tx}.${position.gp}`;
}

export function parsePosition(text: string): GlobalPosition | null {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text.trim());
  if (!match) return null;
  return { tx: BigInt(match[1]!), gp: BigInt(match[2]!) };
}

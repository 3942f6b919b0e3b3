import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { pgliteClient } from '../postgres/pgliteClient.ts';

/** A logger writing into an array, and the lines it wrote as one text. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('\n'), parsed: () => lines.map((line) => JSON.parse(line)) };
}

const email = 'somchai.jaidee@example.co.th';
const phone = '+66812345678';
const accountNumber = '1234567890';

describe('logs never carry SQL parameters or personal fields (PDPA)', () => {
  it('given a PGlite error from a statement with personal values, when it is logged, then neither its parameters, its statement nor the values it quotes are in the log', async () => {
    const db = await pgliteClient(null);
    try {
      await db.exec('create table people (email text primary key, phone text)');
      await db.query('insert into people values ($1, $2)', [email, phone]);
      const duplicate = await db
        .query('insert into people values ($1, $2)', [email, phone])
        .catch((error: unknown) => error as Error);
      const badCast = await db
        .query('select $1::int', [accountNumber + 'x'])
        .catch((error: unknown) => error as Error);
      // the drivers really do attach them
      expect(JSON.stringify(badCast)).toContain(accountNumber);
      expect(JSON.stringify(duplicate)).toContain('insert into people');

      const log = capturedLogger();
      log.logger.error({ err: duplicate, path: '/api/x' }, 'unhandled error');
      log.logger.error(badCast);
      log.logger.warn({ err: new Error('wrapped', { cause: badCast }) }, 'wrapped');
      const text = log.text();
      for (const value of [email, phone, accountNumber, 'insert into people'])
        expect(text).not.toContain(value);
      const [first, second] = log.parsed();
      expect(first).toMatchObject({ msg: 'unhandled error', path: '/api/x', err: { code: '23505' } });
      expect(first.err).not.toHaveProperty('detail');
      expect(second.msg).toMatch(/^invalid input syntax for type integer: "\[redacted\]"$/);
      expect(second.err).toMatchObject({ code: '22P02' });
      expect(second.err).not.toHaveProperty('query');
      expect(second.err).not.toHaveProperty('params');
    } finally {
      await db.close();
    }
  });

  it('given personal keys at any depth, in arrays, errors and child bindings, when logged, then their values are censored and ids stay', () => {
    const log = capturedLogger();
    const child = log.logger.child({ user: { uid: 'u-1', email } }).child({ requestId: 'r-1' });
    const error = Object.assign(new Error(`mail to ${email} bounced`), { recipient: { phone } });
    child.info(
      {
        uid: 'u-1',
        a: [{ b: { c: { bankAccount: { accountNumber, accountName: 'สมชาย ใจดี' } } } }],
        profile: { firstName: 'สมชาย', lastName: 'ใจดี', address: 'ซอยบ้าน 9', name: 'สมชาย' },
        headers: { Authorization: 'Bearer abc.def.ghi', 'x-reset-token': 'tok-123' },
        password: 'secret!',
        err: error,
      },
      `login by ${email}`,
    );
    const text = log.text();
    for (const value of [
      email,
      phone,
      accountNumber,
      'สมชาย',
      'ใจดี',
      'ซอยบ้าน',
      'abc.def',
      'tok-123',
      'secret!',
    ])
      expect(text).not.toContain(value);
    const [line] = log.parsed();
    expect(line).toMatchObject({
      uid: 'u-1',
      requestId: 'r-1',
      user: { uid: 'u-1', email: '[redacted]' },
      password: '[redacted]',
    });
    expect(line.a[0].b.c.bankAccount).toBe('[redacted]');
    expect(line.err.message).toBe('mail to [redacted] bounced');
  });
});

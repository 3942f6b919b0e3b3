import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexTerms, toTsVectorLiteral } from './indexTerms.ts';
import { queryTerms } from './queryTerms.ts';
import { toTsQuery } from './toTsQuery.ts';

// The rendered literals against real PostgreSQL text search (PGlite): they parse, and they match
// what the unit tests promise.
const clips: Record<string, string> = {
  redLight: 'รถกระบะฝ่าไฟแดง',
  asok: 'รถติดไฟแดงที่แยกอโศก',
  crash: 'รถชนกันบนทางด่วน',
  pickupHitsBike: 'กระบะชนมอเตอร์ไซค์ที่สี่แยก',
  citizens: 'ประชาชนรอรถเมล์หน้าห้าง',
  civicEnglish: 'Honda Civicชนท้ายรถตู้',
  civicThai: 'ฮอนด้า ซีวิค เบรคแตก',
  rama2: 'อุบัติเหตุบนถนนพระราม 2',
  korat: 'รถบัสคว่ำที่นครราชสีมา',
};

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await db.exec('create table clip (id text primary key, document tsvector not null)');
  for (const [id, title] of Object.entries(clips)) {
    await db.query('insert into clip values ($1, $2::tsvector)', [
      id,
      toTsVectorLiteral(indexTerms(title), 'A'),
    ]);
  }
});

afterAll(async () => {
  await db.close();
});

async function search(query: string): Promise<string[]> {
  const terms = queryTerms(query);
  if (terms === null) return [];
  const result = await db.query<{ id: string }>(
    'select id from clip where document @@ $1::tsquery order by id',
    [toTsQuery(terms)],
  );
  return result.rows.map((row) => row.id);
}

describe('Thai text in PostgreSQL', () => {
  it.each([
    ['ไฟแดง', ['asok', 'redLight']],
    ['ฝ่าไฟแดง', ['redLight']],
    ['ชน', ['civicEnglish', 'crash', 'pickupHitsBike']],
    ['ประชาชน', ['citizens']],
    ['honda civic', ['civicEnglish', 'civicThai']],
    ['ฮอนด้า ซีวิค', ['civicEnglish', 'civicThai']],
    ['มอเตอ', ['pickupHitsBike']],
    ['มอไซค์', ['pickupHitsBike']],
    ['พระราม2', ['rama2']],
    ['กะบะ', ['pickupHitsBike', 'redLight']],
    ['เบรก', ['civicThai']],
    ['แยกอโศก', ['asok']],
    ['van', ['civicEnglish']],
    ['โคราช', ['korat']],
    ['รถเมล์', ['citizens', 'korat']],
    ['เฉี่ยว', []],
  ])('%s finds %j', async (query, expected) => {
    expect(await search(query)).toEqual(expected);
  });

  it.each(["'; DROP TABLE clip; --", "a&b|!c:*()\\'", "ชน' | 'ประชาชน", 'ไฟแดง!!!<->มอเตอ', '\\\\'])(
    'parses the query for %j with ::tsquery and with to_tsquery',
    async (hostile) => {
      const terms = queryTerms(hostile);
      if (terms === null) return;
      const text = toTsQuery(terms);
      await expect(db.query('select $1::tsquery', [text])).resolves.toBeDefined();
      await expect(db.query("select to_tsquery('simple', $1)", [text])).resolves.toBeDefined();
    },
  );

  it('parses a tsvector literal of hostile lexemes verbatim', async () => {
    const literal = toTsVectorLiteral(["it's", 'a\\b', 'x & y:*'], 'B');
    const result = await db.query<{ matches: boolean }>('select $1::tsvector @@ $2::tsquery as matches', [
      literal,
      toTsQuery({
        groups: [["it's"], ['a\\b'], ['x & y:*']],
        content: [true, true, true],
        lastIsPrefix: false,
        tailPrefix: null,
        wholePrefix: null,
        completion: null,
        units: [[0, 1, 2]],
        related: [[], [], []],
      }),
    ]);
    expect(result.rows[0]?.matches).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { queryTerms, type QueryTerms } from './queryTerms.ts';
import { toTsQuery } from './toTsQuery.ts';

const terms = (overrides: Partial<QueryTerms>): QueryTerms => ({
  groups: [],
  content: [],
  lastIsPrefix: false,
  tailPrefix: null,
  wholePrefix: null,
  completion: null,
  units: [],
  related: [],
  ...overrides,
});

// Reads tsquery text back the way PostgreSQL's tsquery input does: quoted lexemes (with '' and \
// escapes), optional :* after each, and the operators & | ( ) between them.
function readTsQuery(text: string): { lexemes: string[]; operators: string } {
  const lexemes: string[] = [];
  let operators = '';
  for (let at = 0; at < text.length;) {
    const char = text.charAt(at);
    if (char === "'") {
      let lexeme = '';
      at += 1;
      for (;;) {
        if (at >= text.length) throw new Error(`unterminated lexeme in ${text}`);
        const inner = text.charAt(at);
        if (inner === '\\') {
          lexeme += text.charAt(at + 1);
          at += 2;
        } else if (inner === "'" && text.charAt(at + 1) === "'") {
          lexeme += "'";
          at += 2;
        } else if (inner === "'") {
          at += 1;
          break;
        } else {
          lexeme += inner;
          at += 1;
        }
      }
      lexemes.push(lexeme);
      operators += 'L';
      if (text.startsWith(':*', at)) at += 2;
    } else if ('&|() '.includes(char)) {
      operators += char === ' ' ? '' : char;
      at += 1;
    } else {
      throw new Error(`unexpected ${JSON.stringify(char)} outside a lexeme in ${text}`);
    }
  }
  return { lexemes, operators };
}

describe('toTsQuery', () => {
  it('renders one exact lexeme', () => {
    expect(toTsQuery(queryTerms('ชน') as QueryTerms)).toBe("'ชน'");
  });

  it('renders the tokens in order with the last as a prefix, or the whole query as a prefix', () => {
    expect(toTsQuery(queryTerms('ไฟแดง') as QueryTerms)).toBe("( 'ไฟ' & 'แดง':* ) | ( 'ไฟแดง':* )");
  });

  it('renders the half-typed word as a prefix', () => {
    expect(toTsQuery(queryTerms('มอเตอ') as QueryTerms)).toContain("'มอเตอ':*");
    expect(toTsQuery(queryTerms('รถมอเตอ') as QueryTerms)).toMatch(
      /^\( 'รถ' & 'มอ' & 'เตอ':\* \) \| \( 'รถ' & 'มอเตอ':\* \) \| \( 'รถมอเตอ':\* \) \| \( 'รถ' & \( .*'มอไซ'/,
    );
  });

  it('leaves filler words out when the query has others, and renders a phrase as all its pairs', () => {
    expect(toTsQuery(queryTerms('ชนท้ายตอนกลางคืน') as QueryTerms)).not.toContain("'ตอน'");
    expect(toTsQuery(queryTerms('ชนท้ายตอนกลางคืน') as QueryTerms)).toContain("'กลางดึก'");
    expect(toTsQuery(queryTerms('เมาขับ') as QueryTerms)).toContain("( 'เมาแล้ว' & 'แล้วขับ' )");
  });

  it('renders variants as OR-ed alternatives, all prefixes in the last group', () => {
    expect(toTsQuery(queryTerms('honda civic') as QueryTerms)).toBe(
      "( ( 'honda' | 'ฮอนด้า' ) & ( 'civic':* | 'ซีวิค':* | 'ซีวิก':* ) ) | ( 'hondacivic':* )",
    );
  });

  it.each([
    "'",
    "''",
    "it's",
    '\\',
    "\\'",
    "a\\'b",
    'a & b',
    'a | b',
    '!a',
    'a:*',
    'a:AB',
    '(a)',
    'a <-> b',
    "'); DROP TABLE clips; --",
    '$$',
    "ชน'|'ประชาชน",
  ])('quotes a hostile lexeme so it stays one lexeme: %j', (hostile) => {
    const text = toTsQuery(
      terms({ groups: [[hostile, 'ชน'], ['แดง']], lastIsPrefix: true, wholePrefix: hostile }),
    );
    const read = readTsQuery(text);
    expect(read.lexemes).toEqual([hostile, 'ชน', 'แดง', hostile]);
    expect(read.operators).toBe('((L|L)&L)|(L)');
  });

  it.each(["'; DROP TABLE clips; --", "a&b|!c:*()\\'", "ชน' | 'ประชาชน", 'ไฟแดง!!!<->มอเตอ', "ซีวิ'::tsquery"])(
    'turns the hostile query %j into well-formed tsquery text of plain words',
    (hostile) => {
      const read = readTsQuery(toTsQuery(queryTerms(hostile) as QueryTerms));
      expect(read.lexemes.length).toBeGreaterThan(0);
      expect(read.lexemes.every((lexeme) => /^[\p{L}\p{M}\p{Nd}]+$/u.test(lexeme))).toBe(true);
    },
  );

  it.each(['((((((((', '\\\\\\', ':* :* & & | |', "''''", '!'])(
    'has nothing to render for the operator-only query %j',
    (hostile) => {
      expect(queryTerms(hostile)).toBeNull();
    },
  );
});

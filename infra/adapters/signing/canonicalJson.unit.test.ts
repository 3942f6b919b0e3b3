import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonicalJson.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('gives the same bytes whatever order the keys came in', () => {
    const one = JSON.parse('{"purchase":{"status":"paid","id":"p1"},"format":"f"}');
    const two = JSON.parse('{"format":"f","purchase":{"id":"p1","status":"paid"}}');
    expect(canonicalJson(one)).toBe(canonicalJson(two));
  });

  it('writes strings and numbers as JSON.stringify does', () => {
    expect(canonicalJson({ th: 'หนังสือรับรอง "ก"\n', n: 1e21, f: 0.1, neg: -0, big: 12345678 })).toBe(
      `{"big":12345678,"f":0.1,"n":1e+21,"neg":0,"th":${JSON.stringify('หนังสือรับรอง "ก"\n')}}`,
    );
  });

  it('orders keys by code unit, uppercase before lowercase', () => {
    expect(canonicalJson({ b: 1, B: 2, a: 3, ก: 4 })).toBe('{"B":2,"a":3,"b":1,"ก":4}');
  });

  it('drops undefined members as JSON does, and refuses a value with no JSON form', () => {
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
  });
});

import fs from 'node:fs';
import path from 'node:path';

/**
 * Enough of nginx's configuration language to read infra/deploy/nginx/dashclip.conf: directives,
 * blocks, quotes and comments; and nginx's choice of location for a request, so the tests can ask
 * where the shipped gateway sends a method and a path.
 */

export const deployDir = path.resolve(import.meta.dirname, '../../infra/deploy');
export const gatewayConfigFile = path.join(deployDir, 'nginx', 'dashclip.conf');

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokens(text: string): string[] {
  const found: string[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) at++;
    else if (char === '#') at = text.includes('\n', at) ? text.indexOf('\n', at) : text.length;
    else if (char === '{' || char === '}' || char === ';') found.push(text[at++]!);
    else if (char === '"' || char === "'") {
      let value = '';
      at++;
      while (at < text.length && text[at] !== char) {
        if (text[at] === '\\') at++;
        value += text[at++] ?? '';
      }
      if (at >= text.length) throw new Error(`unclosed quote in nginx configuration`);
      at++;
      found.push(value);
    } else {
      let word = '';
      while (at < text.length && !/[\s{};]/.test(text[at]!)) word += text[at++];
      found.push(word);
    }
  }
  return found;
}

export function parseNginx(text: string): Directive[] {
  const list = tokens(text);
  let at = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < list.length && list[at] !== '}') {
      const name = list[at++]!;
      const args: string[] = [];
      while (at < list.length && list[at] !== ';' && list[at] !== '{') args.push(list[at++]!);
      if (list[at] === '{') {
        at++;
        directives.push({ name, args, block: block() });
        if (list[at++] !== '}') throw new Error(`block ${name} is not closed`);
      } else {
        if (list[at++] !== ';') throw new Error(`directive ${name} does not end with ;`);
        directives.push({ name, args });
      }
    }
    return directives;
  };
  const top = block();
  if (at < list.length) throw new Error('unbalanced } in nginx configuration');
  return top;
}

export const readGatewayConfig = (): Directive[] => parseNginx(fs.readFileSync(gatewayConfigFile, 'utf8'));

/** The value(s) of a directive in a block, in order of appearance. */
export const all = (block: Directive[], name: string) => block.filter((d) => d.name === name);
export function one(block: Directive[], name: string): Directive {
  const found = all(block, name);
  if (found.length !== 1) throw new Error(`expected one ${name}, found ${found.length}`);
  return found[0]!;
}

export interface Location {
  modifier: '' | '=' | '^~' | '~' | '~*';
  pattern: string;
  block: Directive[];
}

export function locationsOf(server: Directive): Location[] {
  return all(server.block ?? [], 'location')
    .filter((location) => !location.args[0]!.startsWith('@'))
    .map((location) => {
      const [first, second] = location.args as [string, string | undefined];
      return second === undefined
        ? { modifier: '' as const, pattern: first, block: location.block ?? [] }
        : { modifier: first as Location['modifier'], pattern: second, block: location.block ?? [] };
    });
}

/** nginx's choice (ngx_http_core_find_location): exact, longest prefix unless ^~, then regexes in order. */
export function locationFor(locations: Location[], uri: string): Location | null {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find(
    (l) =>
      (l.modifier === '~' || l.modifier === '~*') &&
      new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix ?? null;
}

/** `map $source $name { key value; … default value; }` blocks of the http level, by variable name. */
export function mapsOf(config: Directive[]): Map<string, { source: string; values: Map<string, string> }> {
  return new Map(
    all(config, 'map').map((map) => [
      map.args[1]!,
      {
        source: map.args[0]!,
        values: new Map((map.block ?? []).map((entry) => [entry.name, entry.args[0]!])),
      },
    ]),
  );
}

export type Destination =
  { upstream: string; location: Location } | { upstream: null; location: Location | null };

/** Where the gateway sends `method path`: the upstream group its location proxies to, or null for a static file. */
export function gatewayRoute(config: Directive[], method: string, uri: string): Destination {
  const server = one(config, 'server');
  const location = locationFor(locationsOf(server), uri);
  const proxy = location ? all(location.block, 'proxy_pass')[0] : undefined;
  if (!location || !proxy) return { upstream: null, location };
  const target = proxy.args[0]!.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  if (!target.startsWith('$')) return { upstream: target, location };
  const map = mapsOf(config).get(target);
  if (!map || map.source !== '$request_method')
    throw new Error(`proxy_pass ${target}: only maps of $request_method are understood here`);
  return { upstream: map.values.get(method.toUpperCase()) ?? map.values.get('default')!, location };
}

/** nginx sizes: 1024 → bytes, 1k, 100m, 1g. */
export function sizeInBytes(size: string): number {
  const match = /^(\d+)([kKmMgG]?)$/.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[
    match[2]!.toLowerCase() as '' | 'k' | 'm' | 'g'
  ];
  return Number(match[1]) * unit;
}

/** The `add_header` values of a block by header name (lower case). */
export function addedHeaders(block: Directive[]): Map<string, string> {
  return new Map(all(block, 'add_header').map((d) => [d.args[0]!.toLowerCase(), d.args[1]!]));
}

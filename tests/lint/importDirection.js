// One direction for every import (issue 16, DESIGN.md §2), as an ESLint rule.
//
//   infra/app/  ──▶  services (command-api/, projector/, query-api/)  ──▶  { infra/http/ (routes only),
//   infra/adapters/, the side's domain and ports }  ──▶  events/
//
// Every relative import is resolved to a repository path and both ends are given a layer by their
// folder, so a new adapter system, service folder or route file is covered without editing this
// file. The PWA's feature-to-feature rule is generated from its folder list in eslint.config.js.
import path from 'node:path';

const SIDES = ['command-api', 'projector', 'query-api'];

/** Adapters build on one shared port, the SQL client, and on the systems listed here. */
export const SQL_PORT = 'infra/adapters/postgres/sqlClient.ts';
export const ADAPTER_DEPENDENCIES = { media: ['files'] };

/** @returns {{ layer: string, side?: string, system?: string }} */
export function layerOf(file) {
  const parts = file.split('/');
  const [top, second, third] = parts;
  if (top === 'events') return { layer: 'events' };
  if (top === 'pwa') return { layer: 'pwa' };
  if (top === 'tests') return { layer: 'tests' };
  if (SIDES.includes(top)) {
    if (second === 'domain') return { layer: 'domain', side: top };
    if (second === 'ports') return { layer: 'port', side: top };
    if (second === 'routes') return { layer: 'routes', side: top };
    return { layer: 'service', side: top };
  }
  if (top === 'infra') {
    if (second === 'app') return { layer: 'app' };
    if (second === 'http') return { layer: 'edge' };
    if (second === 'adapters') return { layer: 'adapter', system: third };
  }
  return { layer: 'other' };
}

/** Tests and their helpers (`*.test.ts`, `testing/`) compose real parts like the app does. */
export const isTestCode = (file) => /\.test\.tsx?$/.test(file) || file.split('/').includes('testing');

/** Why `from` may not import `to`, or null when it may. Both are repository paths. */
export function refusal(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a.layer === 'app' || a.layer === 'tests' || a.layer === 'other' || isTestCode(from)) return null;
  if (b.layer === 'events') return null;
  switch (a.layer) {
    case 'events':
      return 'events/ imports nothing outside events/.';
    case 'pwa':
      return b.layer === 'pwa' ? null : 'The PWA imports only pwa/ and events/.';
    case 'domain':
    case 'port':
      return (b.layer === 'domain' || to === `${a.side}/constants.ts`) && b.side === a.side
        ? null
        : `${a.layer === 'domain' ? 'Domain code' : 'A port'} imports only events/ and its side's domain.`;
    case 'adapter':
      if (b.layer === 'port') return null;
      if (b.layer === 'adapter') {
        if (b.system === a.system || to === SQL_PORT) return null;
        if ((ADAPTER_DEPENDENCIES[a.system] ?? []).includes(b.system)) return null;
        return `Adapter ${a.system} may not use adapter ${b.system} (declare it in ADAPTER_DEPENDENCIES if it must).`;
      }
      return 'Adapters import only events/, ports and their own system.';
    case 'edge':
      return b.layer === 'edge'
        ? null
        : 'The HTTP edge imports no service and no adapter: they are handed to it by infra/app/.';
    case 'routes':
    case 'service': {
      if (b.layer === 'app') return 'Nothing imports infra/app/: it composes the services.';
      if (b.layer === 'edge')
        return a.layer === 'routes'
          ? null
          : 'Only route files use the HTTP edge; use cases throw domain errors.';
      if (b.layer === 'adapter') return null;
      if (b.side === a.side) return null;
      // A side may implement a port another side declares (the app hands the implementation in).
      if (b.layer === 'port') return null;
      // The read side queries the read models the projector defines; nothing else crosses sides.
      if (a.side === 'query-api' && b.side === 'projector' && b.layer !== 'port') return null;
      return `${a.side} does not import ${b.side}; hand it a port when the app is composed.`;
    }
    default:
      return null;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** @type {import('eslint').Rule.RuleModule} */
export const importDirection = {
  meta: { type: 'problem', schema: [], messages: { wrongWay: '{{why}} ({{from}} → {{to}})' } },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    if (from.startsWith('..')) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = path
        .relative(root, path.resolve(path.dirname(context.filename), source.value))
        .split(path.sep)
        .join('/');
      const why = refusal(from, to);
      if (why) context.report({ node: source, messageId: 'wrongWay', data: { why, from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const importDirectionPlugin = { rules: { 'import-direction': importDirection } };

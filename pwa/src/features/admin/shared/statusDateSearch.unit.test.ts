import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminAuditSearchSchema } from '../audit/adminAuditSearch.ts';
import { adminComplaintsSearchSchema } from '../complaints/adminComplaintsSearch.ts';
import { dashboardSearchSchema } from '../dashboard/dashboardSearch.ts';
import { adminPayoutsSearchSchema } from '../payouts/adminPayoutsSearch.ts';
import { adminVideosSearchSchema } from '../videos/adminVideosSearch.ts';
import { tidyStatusDateSearch } from './statusDateSearch.ts';

const admin = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** The admin routes' URL schemas: features/admin/<screen>/<screen>Search.ts and this folder's one. */
const searchModules = [
  ...readdirSync(admin, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .flatMap((folder) =>
      readdirSync(path.join(admin, folder.name))
        .filter((name) => /^[a-zA-Z]+Search\.ts$/.test(name))
        .map((name) => `${folder.name}/${name}`),
    ),
  'shared/statusDateSearch.ts',
];
/** zod/mini (not classic zod), the constants and each other: no texts, API client or response schemas. */
const LIGHT_IMPORT = /^(zod\/mini|.*\/lib\/constants\.ts|.*\/events\/constants\.ts|\.\.?\/.*Search\.ts)$/;

describe('the admin routes’ URL schemas', () => {
  it('stay light: the route tree loads them on every first visit', () => {
    expect(searchModules.length).toBeGreaterThanOrEqual(8);
    for (const file of searchModules) {
      const source = readFileSync(path.join(admin, file), 'utf8');
      const imported = [...source.matchAll(/^import[^;]*?from '([^']+)';/gms)].map((match) => match[1] ?? '');
      for (const specifier of imported)
        expect({ file, specifier, allowed: LIGHT_IMPORT.test(specifier) }).toEqual({
          file,
          specifier,
          allowed: true,
        });
    }
  });

  it('read a bad value as "not set" instead of failing', () => {
    expect(
      adminVideosSearchSchema.parse({ page: 0, status: 'gone', minPrice: -1, dateFrom: '2024-1-2' }),
    ).toEqual({});
    expect(adminVideosSearchSchema.parse({ page: 2, seller: 123, minPrice: '50', sortBy: 'price' })).toEqual({
      page: 2,
      seller: '123',
      minPrice: 50,
      sortBy: 'price',
    });
    expect(adminAuditSearchSchema.parse({ actor: 42, entityType: 'robot', action: '', page: 1.5 })).toEqual({
      actor: '42',
    });
    expect(adminComplaintsSearchSchema.parse({ search: ' AB12 ', type: 'nope' })).toEqual({ search: 'AB12' });
    expect(dashboardSearchSchema.parse({ timeRange: 'century' })).toEqual({});
    expect(adminPayoutsSearchSchema.parse({ search: ' x ', status: 'paid', date: 'soon', page: -3 })).toEqual(
      {
        search: 'x',
        status: 'paid',
      },
    );
  });

  it('keep empty values and page 1 out of the address', () => {
    expect(tidyStatusDateSearch({ search: '', status: 'paid', page: 1 })).toEqual({ status: 'paid' });
  });
});

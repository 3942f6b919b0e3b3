import type { Projection } from './projection.ts';
import { catalogProjection } from './projections/catalog/catalogProjection.ts';
import { erasureProjection } from './projections/erasure/erasureProjection.ts';
import { searchProjection } from './projections/search/searchProjection.ts';
import { usersProjection } from './projections/users/usersProjection.ts';

/** Every read model the projector keeps. */
export const allProjections: Projection[] = [
  catalogProjection as Projection,
  usersProjection as Projection,
  erasureProjection as Projection,
  searchProjection as Projection,
];

import type { Projection } from './projection.ts';
import { catalogProjection } from './projections/catalog/catalogProjection.ts';

/** Every read model the projector keeps. */
export const allProjections: Projection[] = [catalogProjection as Projection];

import type { Projection } from './projection.ts';
import { auditProjection } from './projections/audit/auditProjection.ts';
import { catalogProjection } from './projections/catalog/catalogProjection.ts';
import { complaintsProjection } from './projections/complaints/complaintsProjection.ts';
import { dashboardProjection } from './projections/dashboard/dashboardProjection.ts';
import { deliveriesProjection } from './projections/deliveries/deliveriesProjection.ts';
import { erasureProjection, erasureProjectionRemoving } from './projections/erasure/erasureProjection.ts';
import { notificationsProjection } from './projections/notifications/notificationsProjection.ts';
import { previewJobsProjection } from './projections/previews/previewJobsProjection.ts';
import { purchasesProjection } from './projections/purchases/purchasesProjection.ts';
import { requestsProjection } from './projections/requests/requestsProjection.ts';
import { requestMatchJobsProjection } from './projections/requestMatching/requestMatchJobsProjection.ts';
import type { MediaEraser } from '../infra/adapters/files/eraseMedia.ts';
import type { SearchIndexWriter } from './ports/searchIndexWriter.ts';
import { searchProjection, searchProjectionWriting } from './projections/search/searchProjection.ts';
import { usersProjection } from './projections/users/usersProjection.ts';

/** Every read model the projector keeps. */
export const allProjections: Projection[] = [
  catalogProjection as Projection,
  usersProjection as Projection,
  erasureProjection as Projection,
  searchProjection as Projection,
  purchasesProjection as Projection,
  notificationsProjection as Projection,
  complaintsProjection as Projection,
  requestsProjection as Projection,
  auditProjection as Projection,
  dashboardProjection as Projection,
  previewJobsProjection as Projection,
  deliveriesProjection as Projection,
  requestMatchJobsProjection as Projection,
];

/**
 * The read models with the search index written by `searchWriter` (Elasticsearch) instead of the
 * PostgreSQL table, and the erasure removing media files through `media`; without them, as in
 * `allProjections`.
 */
export function projectionsFor(searchWriter?: SearchIndexWriter, media?: MediaEraser): Projection[] {
  const replaced = [
    ...(searchWriter === undefined
      ? []
      : [searchProjectionWriting(() => searchWriter, searchWriter.visible) as Projection]),
    ...(media === undefined ? [] : [erasureProjectionRemoving(media) as Projection]),
  ];
  return allProjections.map(
    (projection) => replaced.find((other) => other.name === projection.name) ?? projection,
  );
}

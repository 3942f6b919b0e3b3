import { th } from '../../infra/http/messages.ts';
import type { FieldProblem } from '../domain/fieldProblem.ts';
import { clipTexts } from './messages/clipTexts.ts';
import { previewTexts } from './messages/previewTexts.ts';
import { uploadTexts } from './messages/uploadTexts.ts';

/** The form's own problems and the generic ones, by code. */
const fieldProblemTexts = {
  TITLE_REQUIRED: clipTexts.titleRequired,
  TITLE_TOO_LONG: clipTexts.titleTooLong,
  DESCRIPTION_REQUIRED: clipTexts.descriptionRequired,
  DESCRIPTION_TOO_LONG: clipTexts.descriptionTooLong,
  CATEGORY_REQUIRED: clipTexts.categoryRequired,
  EVENT_DATE_REQUIRED: clipTexts.eventDateRequired,
  EVENT_TIME_REQUIRED: clipTexts.eventTimeRequired,
  PROVINCE_REQUIRED: clipTexts.provinceRequired,
  PROVINCE_UNKNOWN: uploadTexts.provinceUnknown,
  VEHICLE_TYPE_REQUIRED: clipTexts.vehicleTypeRequired,
  PIN_REQUIRED: clipTexts.pinRequired,
  PIN_OUTSIDE_THAILAND: uploadTexts.pinOutsideThailand,
  PRICE_OUT_OF_RANGE: clipTexts.priceRange,
  PREVIEW_MOMENT_OUT_OF_RANGE: previewTexts.momentOutOfRange,
  REQUEST_UNKNOWN: uploadTexts.requestUnknown,
  REQUEST_OWN: uploadTexts.requestOwn,
  VIDEO_FILE_REQUIRED: uploadTexts.fileRequired,
  TOO_MANY_PREVIEWS: uploadTexts.tooManyPreviews,
  CONSENT_REQUIRED: uploadTexts.consentRequired,
  UNSAFE_TEXT: th.input.unsafeText,
  REQUIRED: th.required,
  WRONG_TYPE: th.wrongType,
  INVALID_OPTION: th.invalidOption,
  INVALID: th.validation,
} satisfies Record<
  Exclude<
    FieldProblem['problem'],
    'UNKNOWN_FIELD' | 'TOO_LONG' | 'NUMBER_TOO_LARGE' | 'NUMBER_TOO_SMALL' | 'PRICE_ABOVE_REQUEST'
  >,
  string
>;

/** A refused field of the upload form in Thai: the form's own words, or the edge's generic ones. */
export function fieldProblemMessage(problem: FieldProblem): string {
  switch (problem.problem) {
    case 'UNKNOWN_FIELD':
      return th.unknownField(problem.name);
    case 'TOO_LONG':
      return th.tooLong(problem.limit);
    case 'NUMBER_TOO_LARGE':
      return th.input.numberTooLarge(problem.limit);
    case 'NUMBER_TOO_SMALL':
      return th.input.numberTooSmall(problem.limit);
    case 'PRICE_ABOVE_REQUEST':
      return clipTexts.priceRangeForRequest(problem.limit);
    default:
      return fieldProblemTexts[problem.problem];
  }
}

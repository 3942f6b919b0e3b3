/**
 * Why one field of a form was refused, for the forms a use case checks itself (the upload form,
 * whose checks run in the spec's order between reading the files). The route words it in Thai.
 */
export type FieldProblem = { field: string } & (
  | { problem: FieldProblemCode }
  /** A field the form does not have; `name` is the field's own name (it may hold dots). */
  | { problem: 'UNKNOWN_FIELD'; name: string }
  | { problem: 'TOO_LONG' | 'NUMBER_TOO_LARGE' | 'NUMBER_TOO_SMALL'; limit: number }
  /** Priced above what the footage request the clip is sent for will pay (`limit`, baht; issue 22). */
  | { problem: 'PRICE_ABOVE_REQUEST'; limit: number }
);

/** The problems the form's own checks name, and the generic ones of its shape (wrong type, missing…). */
export type FieldProblemCode =
  | 'TITLE_REQUIRED'
  | 'TITLE_TOO_LONG'
  | 'DESCRIPTION_REQUIRED'
  | 'DESCRIPTION_TOO_LONG'
  | 'CATEGORY_REQUIRED'
  | 'EVENT_DATE_REQUIRED'
  | 'EVENT_TIME_REQUIRED'
  | 'PROVINCE_REQUIRED'
  | 'PROVINCE_UNKNOWN'
  | 'VEHICLE_TYPE_REQUIRED'
  | 'PIN_REQUIRED'
  | 'PIN_OUTSIDE_THAILAND'
  | 'PRICE_OUT_OF_RANGE'
  | 'PREVIEW_MOMENT_OUT_OF_RANGE'
  // The footage request a clip is sent for (issue 22): no such request, or the uploader's own.
  | 'REQUEST_UNKNOWN'
  | 'REQUEST_OWN'
  | 'VIDEO_FILE_REQUIRED'
  | 'TOO_MANY_PREVIEWS'
  | 'CONSENT_REQUIRED'
  | 'UNSAFE_TEXT'
  | 'REQUIRED'
  | 'WRONG_TYPE'
  | 'INVALID_OPTION'
  | 'INVALID';

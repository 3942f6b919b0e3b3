import { useId } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { REQUEST_RADIUS_MAX_M, REQUEST_RADIUS_MIN_M, REQUEST_RADIUS_STEP_M } from '../../../lib/constants.ts';
import { distanceText } from '../requestsTexts.ts';

/** A circle's radius as a slider, 100 m to 5 km, saying its value; the map beside it draws the circle. */
export function RadiusField<Input extends FieldValues>({
  name,
  label,
}: {
  name: Path<Input>;
  label: string;
}) {
  const id = useId();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController<Input>({ name });
  const metres = Number(field.value);
  const error = fieldState.error?.message;
  return (
    <div className="field request-radius">
      <label htmlFor={id}>
        {label}: <output htmlFor={id}>{distanceText(metres)}</output>
      </label>
      <input
        id={id}
        type="range"
        name={field.name}
        ref={ref}
        min={REQUEST_RADIUS_MIN_M}
        max={REQUEST_RADIUS_MAX_M}
        step={REQUEST_RADIUS_STEP_M}
        value={metres}
        aria-valuetext={distanceText(metres)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => field.onChange(Number(event.target.value))}
        onBlur={field.onBlur}
      />
      <span className="request-radius__ends muted" aria-hidden="true">
        <span>{distanceText(REQUEST_RADIUS_MIN_M)}</span>
        <span>{distanceText(REQUEST_RADIUS_MAX_M)}</span>
      </span>
      {error && <small className="error-text">{error}</small>}
    </div>
  );
}

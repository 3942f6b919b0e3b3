/**
 * The footage request form (issue 22), to open a request or edit the owner's open one: what
 * happened, the place (the upload form's map pin picker with place search and Thai reverse
 * geocoding, the circle drawn around the pin), the day in the Buddhist era and a time window, the
 * vehicles and the most the member will pay. Checked like the upload form, in Thai; a refused
 * submit sends the member to the first field to fix.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { MapErrorBoundary } from '../../../components/MapErrorBoundary.tsx';
import { PinMap, type PinPlace } from '../../../components/PinMap.tsx';
import { pinMapTexts } from '../../../components/pinMapTexts.ts';
import { todayInBangkok } from '../../../components/thaiCalendar.ts';
import { DatePickerField, Form, SubmitButton, TextAreaField, TextField } from '../../../lib/form.tsx';
import {
  REQUEST_PRICE_MAX_BAHT,
  REQUEST_PRICE_MIN_BAHT,
  REQUEST_TITLE_MAX,
  VEHICLE_TYPES,
  type VehicleType,
} from '../../../lib/constants.ts';
import { vehicleTypeLabel } from '../../../lib/labels.ts';
import {
  districtsQueryOptions,
  provincesQueryOptions,
  type LocationSearchItem,
} from '../../../lib/locations.ts';
import { reverseGeocode } from '../../../lib/reverseGeocode.ts';
import {
  emptyRequestForm,
  oldestIncidentDay,
  requestFieldOrder,
  requestFormSchema,
  type RequestBody,
  type RequestFormInput,
} from '../form/requestFormSchema.ts';
import { requestsTexts } from '../requestsTexts.ts';
import { RadiusField } from './RadiusField.tsx';

const t = requestsTexts.form;

export interface RequestFormProps {
  /** The owner's request being edited; a new one starts empty. */
  initial?: RequestFormInput;
  /** Sends the body (POST or PUT); throw an Error with a Thai message to show it under the form. */
  onSubmit: (body: RequestBody) => Promise<void>;
  /** Edit mode: the form says "save", and offers to cancel. */
  onCancel?: () => void;
  /** The device is online: a pin is named by the geocoder only then (the tests hand in false). */
  isOnline?: () => boolean;
}

export function RequestForm({
  initial,
  onSubmit,
  onCancel,
  isOnline = () => navigator.onLine,
}: RequestFormProps) {
  const [schema] = useState(() => requestFormSchema(todayInBangkok()));
  const editing = initial !== undefined;
  return (
    <Form<RequestFormInput, RequestBody>
      schema={schema}
      defaultValues={initial ?? emptyRequestForm}
      label={editing ? t.editLabel : t.label}
      className="form request-form"
      onSubmit={(body) => onSubmit(body)}
    >
      <FormBody isOnline={isOnline} />
      <SubmitButton busyText={editing ? t.saving : t.submitting}>{editing ? t.save : t.submit}</SubmitButton>
      {onCancel && (
        <button type="button" className="button button--ghost button--block" onClick={onCancel}>
          {requestsTexts.owner.cancelEdit}
        </button>
      )}
    </Form>
  );
}

function FormBody({ isOnline }: { isOnline: () => boolean }) {
  const { watch, setValue, getValues, formState, setFocus } = useFormContext<RequestFormInput>();
  const [today] = useState(todayInBangkok);
  const [placeName, setPlaceName] = useState('');
  const [mapNotice, setMapNotice] = useState<string | null>(null);
  const validate = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const lat = watch('latitude');
  const lng = watch('longitude');
  const radiusM = Number(watch('radiusM'));
  const pin =
    lat !== '' && lng !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng))
      ? { lat: Number(lat), lng: Number(lng) }
      : null;

  const setPin = (nextLat: number, nextLng: number) => {
    setValue('latitude', String(nextLat), validate);
    setValue('longitude', String(nextLng), validate);
  };

  /** A pin placed on the map names its place in Thai; without an answer the pin still stands. */
  const pinOnMap = (nextLat: number, nextLng: number) => {
    setPin(nextLat, nextLng);
    setPlaceName('');
    setMapNotice(null);
    if (!isOnline()) return;
    reverseGeocode(nextLat, nextLng).then(
      (place) => {
        setValue('province', place.province.name_th, validate);
        setValue('district', place.district?.name_th ?? '', validate);
        setValue('subDistrict', place.subDistrict?.name_th ?? '', validate);
        if (getValues('address').trim() === '' && place.address) setValue('address', place.address);
        setPlaceName(place.displayName);
      },
      (error: unknown) => setMapNotice(error instanceof Error ? error.message : pinMapTexts.noPlaceName),
    );
  };

  const onPlace = (item: LocationSearchItem, place: PinPlace) => {
    setValue('province', item.type === 'province' ? item.name_th : item.province_name_th, validate);
    setValue('district', item.type === 'district' ? item.name_th : '', validate);
    setValue('subDistrict', '', validate);
    setPlaceName(place.name);
    setMapNotice(null);
    setPin(place.lat, place.lng);
  };

  // A refused submit sends the member to the first field to fix, in the form's order.
  useEffect(() => {
    if (formState.submitCount === 0) return;
    const first = requestFieldOrder.find((name) => formState.errors[name]);
    if (!first) return;
    const selector =
      first === 'latitude' || first === 'longitude'
        ? '.request-form .pin-map input[type="search"]'
        : `.request-form [name="${first}"]`;
    const element = document.querySelector<HTMLElement>(selector);
    if (element) {
      element.focus({ preventScroll: true });
      // Optional: jsdom, under the unit tests, lays nothing out.
      element.scrollIntoView?.({ block: 'center' });
    } else setFocus(first, { shouldSelect: false });
    // Only on a new submit, not when an error is fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formState.submitCount]);

  const pinError = formState.errors.latitude?.message ?? formState.errors.longitude?.message;

  return (
    <>
      <TextField<RequestFormInput>
        name="title"
        label={t.title}
        hint={t.titleHint}
        maxLength={REQUEST_TITLE_MAX}
        autoComplete="off"
      />
      <div className="request-form__described">
        <TextAreaField<RequestFormInput> name="description" label={t.description} rows={4} />
        <small className="muted">{t.descriptionHint}</small>
      </div>

      <fieldset className="request-form__place">
        <legend>{t.place}</legend>
        <p className="muted request-form__hint">{t.placeHint}</p>
        <MapErrorBoundary>
          <PinMap
            pin={pin}
            onPin={pinOnMap}
            onPlace={onPlace}
            placeName={placeName}
            notice={mapNotice}
            radiusM={Number.isFinite(radiusM) ? radiusM : undefined}
          />
        </MapErrorBoundary>
        {pinError && (
          <p className="error-text" role="alert">
            {pinError}
          </p>
        )}
        <RadiusField<RequestFormInput> name="radiusM" label={t.radius} />
        <PlacePickers />
        <TextField<RequestFormInput> name="address" label={t.address} autoComplete="off" />
      </fieldset>

      <DatePickerField<RequestFormInput>
        name="incidentDate"
        label={t.date}
        min={oldestIncidentDay(today)}
        max={today}
      />
      <div className="request-form__row">
        <TextField<RequestFormInput> name="timeFrom" label={t.timeFrom} type="time" />
        <TextField<RequestFormInput> name="timeTo" label={t.timeTo} type="time" />
      </div>
      <p className="muted request-form__hint">{t.timeHint}</p>

      <VehicleChips />

      <TextField<RequestFormInput>
        name="maxPrice"
        label={t.maxPrice}
        hint={t.maxPriceHint}
        type="number"
        inputMode="numeric"
        min={REQUEST_PRICE_MIN_BAHT}
        max={REQUEST_PRICE_MAX_BAHT}
      />
      <p className="muted request-form__hint">{t.limits}</p>
    </>
  );
}

/**
 * Province (required) and district, by their Thai names as the request keeps them. The pin's
 * reverse geocoding and the place search fill them; without a geocoder the member picks them here.
 * Controlled, so a name set before its list arrives shows once it has.
 */
function PlacePickers() {
  const provinceId = useId();
  const districtId = useId();
  const { setValue, formState } = useFormContext<RequestFormInput>();
  const {
    field: { ref: provinceRef, ...provinceField },
    fieldState: provinceState,
  } = useController<RequestFormInput, 'province'>({ name: 'province' });
  const {
    field: { ref: districtRef, ...districtField },
  } = useController<RequestFormInput, 'district'>({ name: 'district' });
  const provinces = useQuery(provincesQueryOptions());
  const chosen = provinces.data?.find((item) => item.name_th === provinceField.value);
  const districts = useQuery(districtsQueryOptions(chosen ? String(chosen.id) : ''));
  const provinceError = provinceState.error?.message;
  const listed = (names: readonly string[], value: string) => value !== '' && !names.includes(value);

  return (
    <div className="request-form__row">
      <div className="field">
        <label htmlFor={provinceId}>{t.province}</label>
        <select
          id={provinceId}
          name={provinceField.name}
          ref={provinceRef}
          value={provinceField.value}
          onBlur={provinceField.onBlur}
          onChange={(event) => {
            provinceField.onChange(event.target.value);
            setValue('district', '');
            setValue('subDistrict', '');
          }}
          aria-invalid={provinceError ? true : undefined}
          aria-describedby={provinceError ? `${provinceId}-error` : undefined}
        >
          <option value="">{t.choose}</option>
          {listed(provinces.data?.map((p) => p.name_th) ?? [], provinceField.value) && (
            <option value={provinceField.value}>{provinceField.value}</option>
          )}
          {provinces.data?.map((item) => (
            <option key={item.id} value={item.name_th}>
              {item.name_th}
            </option>
          ))}
        </select>
        {provinceError && (
          <small id={`${provinceId}-error`} className="error-text">
            {provinceError}
          </small>
        )}
      </div>
      <div className="field">
        <label htmlFor={districtId}>{t.district}</label>
        <select
          id={districtId}
          name={districtField.name}
          ref={districtRef}
          value={districtField.value}
          disabled={provinceField.value === ''}
          onBlur={districtField.onBlur}
          onChange={(event) => {
            districtField.onChange(event.target.value);
            setValue('subDistrict', '', { shouldValidate: formState.isSubmitted });
          }}
        >
          <option value="">{t.anyDistrict}</option>
          {listed(districts.data?.map((d) => d.name_th) ?? [], districtField.value) && (
            <option value={districtField.value}>{districtField.value}</option>
          )}
          {districts.data?.map((item) => (
            <option key={item.id} value={item.name_th}>
              {item.name_th}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The vehicles involved, as chips that toggle (at least one). */
function VehicleChips() {
  const id = useId();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController<RequestFormInput, 'vehicleTypes'>({ name: 'vehicleTypes' });
  const chosen = new Set<VehicleType>(field.value);
  const error = fieldState.error?.message;
  return (
    <fieldset
      className="field request-chips"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{t.vehicles}</legend>
      <div className="request-chips__list">
        {VEHICLE_TYPES.map((type) => (
          <label key={type} className="request-chip">
            <input
              type="checkbox"
              name={field.name}
              value={type}
              checked={chosen.has(type)}
              ref={type === VEHICLE_TYPES[0] ? ref : undefined}
              onBlur={field.onBlur}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(type);
                else next.delete(type);
                field.onChange(VEHICLE_TYPES.filter((value) => next.has(value)));
              }}
            />
            <span>{vehicleTypeLabel(type)}</span>
          </label>
        ))}
      </div>
      {error && (
        <small id={`${id}-error`} className="error-text">
          {error}
        </small>
      )}
    </fieldset>
  );
}

/**
 * The upload screen's form (spec §2 Upload, §5). Everything typed or chosen is kept in an IndexedDB
 * draft (autosaved, flushed when the tab hides, or saved with the button, online or not). Submitting
 * validates in the spec's order, asks for consent, then hands the draft id — never the File — to the
 * sync engine, which uploads now or as soon as the device is online.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { todayInBangkok } from '../../../components/thaiCalendar.ts';
import { MapErrorBoundary } from '../../../components/MapErrorBoundary.tsx';
import { PinMap, type PinPlace } from '../../../components/PinMap.tsx';
import { ApiError } from '../../../lib/apiClient.ts';
import { DatePickerField, Form, TextField } from '../../../lib/form.tsx';
import { formatBaht } from '../../../lib/format.ts';
import {
  CATEGORIES,
  PRICE_MIN_BAHT,
  TITLE_MAX_LENGTH,
  UPLOAD_DESCRIPTION_MAX_LENGTH,
  UPLOAD_SUCCESS_REDIRECT_MS,
  VEHICLE_TYPES,
} from '../../../lib/constants.ts';
import { categoryLabels, vehicleTypeLabels } from '../../../lib/texts.ts';
import { upload as t } from '../uploadTexts.ts';
import { answeredRequestQueryOptions, type AnsweredRequestView } from '../api/answeredRequest.ts';
import {
  emptyFields,
  newDraftId,
  type Draft,
  type DraftCovers,
  type DraftRequest,
  type DraftVideo,
} from '../drafts/draft.ts';
import { draftStore, type DraftStore } from '../drafts/draftStore.ts';
import { useDraft } from '../drafts/useDrafts.ts';
import {
  fieldsOf,
  formValuesOf,
  priceCeiling,
  uploadSchema,
  uploadSchemaFor,
  type UploadFormValues,
} from '../form/uploadSchema.ts';
import { fieldsForChosenPlace, fieldsForPin, type PlaceFields } from '../form/placeFields.ts';
import { requestPlaceFields, requestPrefill } from '../form/requestPrefill.ts';
import type { SyncEngine } from '../sync/syncEngine.ts';
import { uploadEngine } from '../sync/uploadEngine.ts';
import { captureFrames } from '../video/captureFrames.ts';
import { previewTimes } from '../video/coverTimes.ts';
import { chosenMoment } from '../video/previewMoment.ts';
import {
  findDuplicate as askServer,
  type DuplicateVerdict,
  type FindDuplicate,
} from '../video/duplicateCheck.ts';
import {
  districtsQueryOptions,
  provincesQueryOptions,
  type LocationSearchItem,
} from '../../../lib/locations.ts';
import { reverseGeocode } from '../../../lib/reverseGeocode.ts';
import { AnsweredRequestBanner } from './AnsweredRequestBanner.tsx';
import { ConsentModal } from './ConsentModal.tsx';
import { CoverPicker } from './CoverPicker.tsx';
import { IncidentMomentPicker } from './IncidentMomentPicker.tsx';
import { LocationFields } from './LocationFields.tsx';
import { InputField, SelectField, TextAreaField, useFieldError } from './fields.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { VideoField } from './VideoField.tsx';

const AUTOSAVE_MS = 800;

export interface UploadFormProps {
  ownerUid: string;
  /** The draft being continued, or null for a new one. */
  draft: Draft | null;
  /** A new draft got its id (the route puts it in the URL, so a reload reopens it). */
  onDraftCreated: (id: string) => void;
  /** Two seconds after the server accepted the clip. */
  onUploaded: () => void;
  /**
   * The footage request a new draft is sent for (issue 22: /upload?request=); a draft that exists
   * keeps its own.
   */
  requestId?: string;
  store?: DraftStore;
  engine?: Pick<SyncEngine, 'submit'>;
  isOnline?: () => boolean;
  capture?: typeof captureFrames;
  readDuration?: (file: Blob) => Promise<number>;
  findDuplicate?: FindDuplicate;
}

/** The fields in the order the seller is sent to them (the schema's, spec §5). */
const fieldOrder = Object.keys(uploadSchema.shape) as (keyof UploadFormValues)[];

const categoryOptions = CATEGORIES.map((value) => ({ value, label: categoryLabels[value] }));
const vehicleOptions = VEHICLE_TYPES.map((value) => ({ value, label: vehicleTypeLabels[value] }));

export function UploadForm(props: UploadFormProps) {
  const { draft, requestId } = props;
  const [id] = useState(() => draft?.id ?? newDraftId());
  // A valid submit first asks for consent (spec §2 Upload flow).
  const [consentFor, setConsentFor] = useState<UploadFormValues | null>(null);
  // The request the clip is sent for, which sets the price ceiling the form checks.
  const [request, setRequest] = useState<DraftRequest | null>(() =>
    draft ? (draft.request ?? null) : requestId ? { requestId, title: '', maxPrice: null } : null,
  );
  const schema = useMemo(() => uploadSchemaFor(request), [request]);
  const defaults = formValuesOf(draft?.fields ?? emptyFields, draft?.video?.name ?? '');
  return (
    <Form<UploadFormValues, UploadFormValues>
      schema={schema}
      defaultValues={defaults}
      label={t.formLabel}
      className="form upload-form"
      onSubmit={(_parsed, form) => setConsentFor(form.getValues())}
    >
      <FormBody
        {...props}
        id={id}
        request={request}
        onRequest={setRequest}
        consentFor={consentFor}
        closeConsent={() => setConsentFor(null)}
      />
    </Form>
  );
}

interface FormBodyProps extends UploadFormProps {
  id: string;
  request: DraftRequest | null;
  onRequest: (request: DraftRequest | null) => void;
  consentFor: UploadFormValues | null;
  closeConsent: () => void;
}

function FormBody({
  id,
  ownerUid,
  draft,
  onDraftCreated,
  onUploaded,
  store = draftStore(),
  engine = uploadEngine(),
  isOnline = () => navigator.onLine,
  capture = captureFrames,
  readDuration,
  findDuplicate = askServer,
  request,
  onRequest,
  consentFor,
  closeConsent,
}: FormBodyProps) {
  const { register, setValue, getValues, watch, formState, setFocus } = useFormContext<UploadFormValues>();
  const [video, setVideo] = useState<DraftVideo | null>(draft?.video ?? null);
  const [covers, setCovers] = useState<DraftCovers | null>(draft?.covers ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [storeError, setStoreError] = useState<string | null>(null);
  const [submittedOnline, setSubmittedOnline] = useState(false);
  const [placeName, setPlaceName] = useState('');
  // The geocoder's word on the pin, shown by the map.
  const [mapNotice, setMapNotice] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateVerdict | null>(null);
  const [checking, setChecking] = useState(false);
  // The video whose duplicate check answered: a file chosen offline is checked before it is sent.
  const checkedVideo = useRef<Blob | null>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const live = useDraft(id, store);
  const changedMedia = useRef({ video: false, covers: false });
  const exists = useRef(draft !== null);
  const autosave = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ video, covers, request });
  useEffect(() => {
    latest.current = { video, covers, request };
  }, [video, covers, request]);
  const queryClient = useQueryClient();

  const state = live?.state ?? 'draft';
  const busy = state === 'queued' || state === 'uploading';

  /** Writes the form into its draft; media only when they changed (a 100 MB Blob is not rewritten). */
  const save = async (values: UploadFormValues): Promise<boolean> => {
    const fields = fieldsOf(values);
    const media = changedMedia.current;
    const { video: currentVideo, covers: currentCovers, request: currentRequest } = latest.current;
    try {
      const updated = exists.current
        ? await store.update(id, (d) => ({
            ...d,
            fields,
            request: currentRequest,
            ...(media.video ? { video: currentVideo, tusUrl: null, uploadFinished: false, progress: 0 } : {}),
            ...(media.covers || media.video ? { covers: currentCovers } : {}),
          }))
        : undefined;
      // Deleted from the drafts list while this form was open: not brought back by an autosave.
      if (exists.current && !updated) return false;
      if (!updated) {
        const now = Date.now();
        await store.put({
          id,
          ownerUid,
          fields,
          video: currentVideo,
          covers: currentCovers,
          request: currentRequest,
          state: 'draft',
          progress: 0,
          error: null,
          tusUrl: null,
          receipt: null,
          createdAt: now,
          updatedAt: now,
        });
        exists.current = true;
        onDraftCreated(id);
      }
      changedMedia.current = { video: false, covers: false };
      setStoreError(null);
      return true;
    } catch (error) {
      // A full quota is shown; the form keeps everything and can be saved again.
      setStoreError(error instanceof Error ? error.message : t.errors.default);
      return false;
    }
  };

  const flush = () => {
    if (autosave.current === null) return;
    clearTimeout(autosave.current);
    autosave.current = null;
    void save(getValues());
  };

  const scheduleSave = () => {
    if (autosave.current !== null) clearTimeout(autosave.current);
    autosave.current = setTimeout(() => {
      autosave.current = null;
      void save(getValues());
    }, AUTOSAVE_MS);
  };

  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      // Only what the seller changed, not values the form resets itself.
      if (type === 'change' || exists.current) scheduleSave();
    });
    const onHide = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHide);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
    // Subscribed once per form; the callbacks read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseVideo = (next: DraftVideo | null, checked: boolean) => {
    checkedVideo.current = checked ? (next?.blob ?? null) : null;
    setVideo(next);
    setCovers(null);
    latest.current = { ...latest.current, video: next, covers: null };
    changedMedia.current = { video: true, covers: true };
    setValue('videoName', next?.name ?? '', { shouldValidate: formState.isSubmitted });
    // A moment of another video means nothing: the new one starts at its middle.
    setValue('previewMomentSeconds', '');
    scheduleSave();
  };

  /** A new word on the request the clip is sent for (null: none), kept with the draft. */
  const changeRequest = (next: DraftRequest | null) => {
    latest.current = { ...latest.current, request: next };
    onRequest(next);
    if (exists.current) scheduleSave();
  };

  // The request the form was opened with is asked about once; its answer stays, also once unlinked.
  const [askedId] = useState(() => request?.requestId ?? null);
  const answered = useQuery({
    ...answeredRequestQueryOptions(askedId ?? ''),
    enabled: askedId !== null && state !== 'done',
  });
  const requestNotice = endedNotice(answered.data, answered.error);
  const prefilled = useRef(false);

  /** The request's place and time in the fields the seller has not filled yet. */
  const prefill = async (found: AnsweredRequestView) => {
    let place: PlaceFields | null = null;
    try {
      const provinces = await queryClient.fetchQuery(provincesQueryOptions());
      const province = provinces.find((item) => item.name_th === found.place.province);
      const districts = province
        ? await queryClient.fetchQuery(districtsQueryOptions(String(province.id)))
        : [];
      place = requestPlaceFields(found, provinces, districts);
    } catch {
      // Without the lists the seller picks the place; the pin and the time still help.
    }
    for (const [name, value] of Object.entries(requestPrefill(getValues(), found, place)))
      setValue(name as keyof UploadFormValues, value, { shouldDirty: true });
  };

  // The request as the server has it now: still taking clips from this seller, or unlinked with a
  // notice. Offline (no answer) the draft keeps the link it has; the server checks it on upload.
  useEffect(() => {
    if (!request) return;
    const found = answered.data;
    if (requestNotice) changeRequest(null);
    else if (found) {
      if (found.title !== request.title || found.maxPrice !== request.maxPrice)
        changeRequest({ requestId: found.requestId, title: found.title, maxPrice: found.maxPrice });
      if (!prefilled.current) {
        prefilled.current = true;
        void prefill(found);
      }
    }
    // Only when the answer changes; the callbacks read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered.data, answered.error]);

  const chooseMoment = (seconds: number) => {
    setValue('previewMomentSeconds', String(seconds), { shouldDirty: true });
    scheduleSave();
  };

  const chooseCovers = (next: DraftCovers) => {
    setCovers(next);
    latest.current = { ...latest.current, covers: next };
    changedMedia.current.covers = true;
    scheduleSave();
  };

  /** The chosen number of preview frames, taken now so the upload needs no video element. */
  const withPreviews = async (): Promise<void> => {
    const current = latest.current.covers;
    if (!video || !current || current.previews.length === current.previewCount) return;
    try {
      const previews = await capture(video.blob, previewTimes(current.previewCount, video.durationSeconds));
      chooseCovers({ ...current, previews });
    } catch {
      setNotice(t.covers.previewFailed);
    }
  };

  const confirmUpload = async () => {
    const values = consentFor ?? getValues();
    closeConsent();
    setNotice(null);
    if (video && isOnline() && checkedVideo.current !== video.blob) {
      setChecking(true);
      const verdict = await findDuplicate(video.blob, () => {});
      setChecking(false);
      if (verdict) checkedVideo.current = video.blob;
      setDuplicate(verdict?.kind === 'new' ? null : verdict);
      if (verdict?.kind === 'own') {
        showField(videoInput.current);
        return;
      }
    }
    await withPreviews();
    if (autosave.current !== null) clearTimeout(autosave.current);
    autosave.current = null;
    if (!(await save(values))) return;
    setSubmittedOnline(isOnline());
    await engine.submit(id);
  };

  // A new callback from a re-render must not restart the 2 s wait.
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => {
    if (state !== 'done' || !submittedOnline) return;
    const timer = setTimeout(() => uploaded.current(), UPLOAD_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, submittedOnline]);

  const lat = watch('latitude');
  const lng = watch('longitude');
  const pin =
    lat !== '' && lng !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng))
      ? { lat: Number(lat), lng: Number(lng) }
      : null;
  const setPin = (nextLat: number, nextLng: number) => {
    setValue('latitude', String(nextLat), { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setValue('longitude', String(nextLng), { shouldDirty: true, shouldValidate: formState.isSubmitted });
    scheduleSave();
  };
  const placeFields = (): PlaceFields => {
    const values = getValues();
    return {
      provinceId: values.provinceId,
      province: values.province,
      districtId: values.districtId,
      district: values.district,
      subDistrictId: values.subDistrictId,
      subDistrict: values.subDistrict,
    };
  };
  const setPlaceFields = (fields: PlaceFields) => {
    const validate = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    for (const [name, value] of Object.entries(fields)) setValue(name as keyof PlaceFields, value, validate);
  };

  /** A pin placed on the map names its place in Thai; without an answer the pin still stands. */
  const pinOnMap = (nextLat: number, nextLng: number) => {
    setPin(nextLat, nextLng);
    setPlaceName('');
    setMapNotice(null);
    if (!isOnline()) return;
    reverseGeocode(nextLat, nextLng).then(
      (place) => {
        const { fields, moved } = fieldsForPin(placeFields(), place);
        setPlaceFields(fields);
        if (getValues('address').trim() === '' && place.address) setValue('address', place.address);
        setPlaceName(place.displayName);
        setMapNotice(moved ? t.map.moved(moved.from, moved.to) : null);
        scheduleSave();
      },
      (error: unknown) => setMapNotice(error instanceof Error ? error.message : t.map.noPlaceName),
    );
  };

  const onPlace = (item: LocationSearchItem, place: PinPlace) => {
    setPlaceFields(fieldsForChosenPlace(placeFields(), item));
    setPlaceName(place.name);
    setMapNotice(null);
    setPin(place.lat, place.lng);
  };

  // A refused submit sends the seller to the first field to fix, in the spec's order.
  useEffect(() => {
    if (formState.submitCount === 0) return;
    const first = fieldOrder.find((name) => formState.errors[name]);
    if (!first) return;
    if (first === 'videoName') return showField(videoInput.current);
    const element = document.querySelector<HTMLElement>(`.upload-form [name="${first}"]`);
    if (element) showField(element);
    else setFocus(first, { shouldSelect: false });
    // Only on a new submit, not when an error is fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formState.submitCount]);

  const videoError = useFieldError('videoName');
  const latitudeError = useFieldError('latitude');
  const longitudeError = useFieldError('longitude');

  const ceiling = priceCeiling(request);
  return (
    <>
      <AnsweredRequestBanner request={request} notice={requestNotice} />
      <InputField name="title" label={t.fields.title} maxLength={TITLE_MAX_LENGTH} counted />
      <TextAreaField
        name="description"
        label={t.fields.description}
        maxLength={UPLOAD_DESCRIPTION_MAX_LENGTH}
      />
      <SelectField name="category" label={t.fields.category} options={categoryOptions} />
      <TextField<UploadFormValues> name="tags" label={t.fields.tags} />
      <div className="upload-form__row">
        <DatePickerField<UploadFormValues>
          name="eventDate"
          label={t.fields.eventDate}
          max={todayInBangkok()}
        />
        <TextField<UploadFormValues> name="eventTime" label={t.fields.eventTime} type="time" />
      </div>
      <LocationFields />
      <SelectField name="vehicleType" label={t.fields.vehicleType} options={vehicleOptions} />
      <MapErrorBoundary>
        <PinMap pin={pin} onPin={pinOnMap} onPlace={onPlace} placeName={placeName} notice={mapNotice} />
      </MapErrorBoundary>
      <div className="upload-form__row">
        <InputField name="latitude" label={t.fields.latitude} inputMode="decimal" />
        <InputField
          name="longitude"
          label={t.fields.longitude}
          inputMode="decimal"
          errorShownElsewhere={longitudeError !== undefined && longitudeError === latitudeError}
        />
      </div>
      <TextField<UploadFormValues> name="address" label={t.fields.address} />
      <input type="hidden" {...register('videoName')} />
      <VideoField
        video={video}
        onVideo={chooseVideo}
        error={videoError}
        duplicate={duplicate}
        onDuplicate={setDuplicate}
        disabled={busy || checking}
        readDuration={readDuration}
        findDuplicate={findDuplicate}
        isOnline={isOnline}
        inputRef={videoInput}
      />
      {video && (
        <CoverPicker
          key={`${video.name}-${video.size}`}
          video={video}
          covers={covers}
          onCovers={chooseCovers}
          capture={capture}
        />
      )}
      {video && (
        <IncidentMomentPicker
          key={`moment-${video.name}-${video.size}`}
          video={video}
          value={chosenMoment({ previewMomentSeconds: watch('previewMomentSeconds') })}
          onChange={chooseMoment}
          capture={capture}
          disabled={busy}
        />
      )}
      <TextField<UploadFormValues>
        name="price"
        label={t.fields.price}
        type="number"
        inputMode="numeric"
        min={PRICE_MIN_BAHT}
        max={ceiling}
        hint={request?.maxPrice ? t.request.priceHint(formatBaht(request.maxPrice)) : undefined}
      />

      {storeError && (
        <p className="error-text" role="alert">
          {storeError}
        </p>
      )}
      {notice && <p className="muted">{notice}</p>}

      {state === 'uploading' && <UploadProgress percent={live?.progress ?? 0} />}
      {state === 'queued' && (
        <p className="upload-form__status" role="status">
          {isOnline() ? t.drafts.states.queued : t.queuedOffline}
        </p>
      )}
      {state === 'failed' && live?.error && (
        <p className="error-text" role="alert">
          {live.error}
        </p>
      )}
      {state === 'done' && (
        <div className="upload-form__success" role="status">
          <p>{t.success}</p>
          {live?.receipt && (
            <small className="muted">
              {t.fingerprint}: <code>{live.receipt.sha256}</code>
            </small>
          )}
        </div>
      )}

      <div className="upload-form__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={state === 'done'}
          onClick={async () => {
            if (autosave.current !== null) clearTimeout(autosave.current);
            autosave.current = null;
            if (await save(getValues())) setNotice(t.draftSaved);
          }}
        >
          {t.actions.saveDraft}
        </button>
        <button type="submit" className="button" disabled={busy || checking || state === 'done'}>
          {state === 'uploading' ? t.actions.uploading : t.actions.submit}
        </button>
      </div>

      {consentFor && <ConsentModal onConfirm={() => void confirmUpload()} onClose={closeConsent} />}
    </>
  );
}

/**
 * Why a clip is not sent for the request the form was opened with: the request no longer takes
 * clips (another member's that is not open answers 404), or it is the seller's own. Null while it
 * does, and offline (no answer: the link stays, the server checks it on upload).
 */
function endedNotice(found: AnsweredRequestView | undefined, error: unknown): string | null {
  if (found?.isOwner) return t.request.own;
  if (found && found.status !== 'open') return t.request.notOpen;
  if (!found && error instanceof ApiError && error.status === 404) return t.request.notOpen;
  return null;
}

/** Focus without the browser's jump, then bring the field to the middle of the screen. */
function showField(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  // Optional: jsdom, under the unit tests, lays nothing out.
  element.scrollIntoView?.({ block: 'center' });
}

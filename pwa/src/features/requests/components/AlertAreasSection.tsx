/**
 * A seller's alert areas (issue 22): up to ALERT_AREAS_MAX places they drive, each a pin and a
 * radius on the map with a label only they see; a new request inside one tells them at once. The
 * areas are personal (home, work): nobody else ever sees them. Below, how they are told: e-mail,
 * and Web Push once the app can subscribe (until then it says so).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { MapErrorBoundary } from '../../../components/MapErrorBoundary.tsx';
import { PinMap } from '../../../components/PinMap.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { pushPermission, subscribeToPush, unsubscribeFromPush } from '../../../lib/pushSubscription.ts';
import { pushSubscriptionTexts } from '../../../lib/pushSubscriptionTexts.ts';
import {
  ALERT_AREA_LABEL_MAX,
  ALERT_AREAS_MAX,
  REQUEST_RADIUS_DEFAULT_M,
  REQUEST_RADIUS_MAX_M,
  REQUEST_RADIUS_MIN_M,
  THAILAND_BOUNDS,
} from '../../../lib/constants.ts';
import { Form, SubmitButton, TextField } from '../../../lib/form.tsx';
import { QueryStates } from '../../../lib/QueryStates.tsx';
import { showNotice } from '../../../lib/notice.ts';
import { errors } from '../../../lib/texts.ts';
import {
  alertSettingsQueryOptions,
  useSaveAlertAreas,
  useSaveAlertChannels,
  type AlertAreaInput,
  type AlertChannels,
} from '../api/alertAreas.ts';
import { distanceText, requestsTexts } from '../requestsTexts.ts';
import { RadiusField } from './RadiusField.tsx';

const t = requestsTexts.alerts;

const failureOf = (error: unknown) => (isApiError(error) ? error.message : errors.fetchFailed);

export function AlertAreasSection() {
  const query = useQuery(alertSettingsQueryOptions());
  return (
    <section className="panel alert-areas" aria-labelledby="alert-areas-title">
      <h2 id="alert-areas-title">{t.title}</h2>
      <p>{t.intro}</p>
      <p className="alert-areas__privacy" role="note">
        {t.privacy}
      </p>
      {!query.isSuccess ? (
        <QueryStates query={query} failed={t.loadFailed} />
      ) : (
        <>
          {/* A fresh copy from the server starts the list over. */}
          <AreaList
            key={query.dataUpdatedAt}
            saved={query.data.areas.map(({ label, lat, lng, radiusM }) => ({
              label,
              latitude: lat,
              longitude: lng,
              radiusM,
            }))}
          />
          <ChannelToggles key={`channels-${query.dataUpdatedAt}`} saved={query.data.channels} />
        </>
      )}
    </section>
  );
}

type Editing = { index: number } | null;

function AreaList({ saved }: { saved: AlertAreaInput[] }) {
  const [areas, setAreas] = useState(saved);
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveAlertAreas();

  /** Saves the whole list at once (nothing waits unsaved on a phone); a refusal puts the old list back. */
  const commit = async (next: AlertAreaInput[]): Promise<string | null> => {
    setFailure(null);
    const previous = areas;
    setAreas(next);
    try {
      await save.mutateAsync(next);
    } catch (error) {
      setAreas(previous);
      return failureOf(error);
    }
    showNotice(t.saved);
    return null;
  };

  const put = async (index: number, area: AlertAreaInput) => {
    const next = index < areas.length ? areas.map((old, i) => (i === index ? area : old)) : [...areas, area];
    const refused = await commit(next);
    // Shown in the editor, which stays open with what was typed.
    if (refused) throw new Error(refused);
    setEditing(null);
  };

  const remove = async (index: number) => {
    const refused = await commit(areas.filter((_, i) => i !== index));
    if (refused) setFailure(refused);
  };

  return (
    <div className="alert-areas__list">
      {areas.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel}>
          {areas.map((area, index) => (
            <li key={`${index}-${area.label}`} className="alert-area">
              <div>
                <strong>{area.label}</strong>
                <div className="muted">{t.radius(distanceText(area.radiusM))}</div>
              </div>
              <div className="alert-area__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t.editLabel(area.label)}
                  disabled={editing !== null || save.isPending}
                  onClick={() => setEditing({ index })}
                >
                  {t.edit}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t.removeLabel(area.label)}
                  disabled={editing !== null || save.isPending}
                  onClick={() => void remove(index)}
                >
                  {t.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <AreaEditor
          initial={areas[editing.index] ?? null}
          number={editing.index + 1}
          onDone={(area) => put(editing.index, area)}
          onCancel={() => setEditing(null)}
        />
      ) : areas.length < ALERT_AREAS_MAX ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={save.isPending}
          onClick={() => setEditing({ index: areas.length })}
        >
          {t.add}
        </button>
      ) : (
        <p className="muted">{t.full}</p>
      )}

      {failure && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

const coordinate = (min: number, max: number) =>
  z
    .string()
    .refine((value) => value !== '' && Number(value) >= min && Number(value) <= max, t.pinRequired)
    .transform(Number);

const areaSchema = z.object({
  label: z.string().trim().min(1, t.labelRequired).max(ALERT_AREA_LABEL_MAX, t.labelRequired),
  latitude: coordinate(THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat),
  longitude: coordinate(THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng),
  radiusM: z.number().int().min(REQUEST_RADIUS_MIN_M).max(REQUEST_RADIUS_MAX_M),
});
type AreaFormInput = z.input<typeof areaSchema>;

/** One area: its label, the pin (tap the map or search a place) and the radius drawn around it. */
function AreaEditor({
  initial,
  number,
  onDone,
  onCancel,
}: {
  initial: AlertAreaInput | null;
  number: number;
  /** Saves the area; a thrown Error's (Thai) message shows in the editor. */
  onDone: (area: AlertAreaInput) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <Form<AreaFormInput, AlertAreaInput>
      schema={areaSchema}
      defaultValues={{
        label: initial?.label ?? t.newArea(number),
        latitude: initial ? String(initial.latitude) : '',
        longitude: initial ? String(initial.longitude) : '',
        radiusM: initial?.radiusM ?? REQUEST_RADIUS_DEFAULT_M,
      }}
      label={t.editLabel(initial?.label ?? t.newArea(number))}
      className="form alert-area-editor"
      onSubmit={onDone}
    >
      <TextField<AreaFormInput>
        name="label"
        label={t.label}
        hint={t.labelHint}
        maxLength={ALERT_AREA_LABEL_MAX}
        autoComplete="off"
      />
      <AreaPin />
      <RadiusField<AreaFormInput> name="radiusM" label={requestsTexts.form.radius} />
      <div className="actions">
        <SubmitButton busyText={t.saving}>{t.done}</SubmitButton>
        <button type="button" className="button button--ghost button--block" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </Form>
  );
}

function AreaPin() {
  const { watch, setValue, formState } = useFormContext<AreaFormInput>();
  const [placeName, setPlaceName] = useState('');
  const lat = watch('latitude');
  const lng = watch('longitude');
  const radiusM = watch('radiusM');
  const pin = lat !== '' && lng !== '' ? { lat: Number(lat), lng: Number(lng) } : null;
  const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const setPin = (nextLat: number, nextLng: number) => {
    setValue('latitude', String(nextLat), options);
    setValue('longitude', String(nextLng), options);
  };
  const error = formState.errors.latitude?.message ?? formState.errors.longitude?.message;
  return (
    <>
      <MapErrorBoundary>
        <PinMap
          pin={pin}
          radiusM={radiusM}
          placeName={placeName}
          onPin={(nextLat, nextLng) => {
            setPin(nextLat, nextLng);
            setPlaceName('');
          }}
          onPlace={(_item, place) => {
            setPin(place.lat, place.lng);
            setPlaceName(place.name);
          }}
        />
      </MapErrorBoundary>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * E-mail on or off, saved at once. Web Push on subscribes this browser first (the permission prompt,
 * the server's VAPID key) and only then saves the channel; off unsubscribes it. A browser without
 * Web Push, or one where the member refused it, says why in Thai and keeps the box off.
 */
function ChannelToggles({ saved }: { saved: AlertChannels }) {
  const emailId = useId();
  const pushId = useId();
  const save = useSaveAlertChannels();
  const [channels, setChannels] = useState(saved);
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const support = pushPermission();

  const change = async (next: AlertChannels) => {
    setChannels(next);
    setFailure(null);
    try {
      await save.mutateAsync(next);
      showNotice(t.channelsSaved);
    } catch (error) {
      setChannels(channels);
      setFailure(failureOf(error));
    }
  };

  const changePush = async (on: boolean) => {
    setFailure(null);
    setWorking(true);
    try {
      if (on) {
        const result = await subscribeToPush();
        if (result.status !== 'subscribed') {
          setFailure(pushSubscriptionTexts[result.status]);
          return;
        }
      } else {
        await unsubscribeFromPush();
      }
      await change({ ...channels, push: on });
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <fieldset className="alert-channels">
      <legend>{t.channels}</legend>
      <p className="muted">{t.channelsIntro}</p>
      <div className="alert-channels__toggle">
        <input
          id={emailId}
          type="checkbox"
          checked={channels.email}
          disabled={save.isPending}
          onChange={(event) => void change({ ...channels, email: event.target.checked })}
        />
        <label htmlFor={emailId}>{t.email}</label>
      </div>
      <div className="alert-channels__toggle">
        <input
          id={pushId}
          type="checkbox"
          checked={channels.push}
          disabled={save.isPending || working || (support === 'unsupported' && !channels.push)}
          aria-describedby={support === 'unsupported' ? `${pushId}-unsupported` : undefined}
          onChange={(event) => void changePush(event.target.checked)}
        />
        <label htmlFor={pushId}>{t.push}</label>
      </div>
      {support === 'unsupported' && (
        <p id={`${pushId}-unsupported`} className="muted">
          {pushSubscriptionTexts.unsupported}
        </p>
      )}
      {failure && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}
    </fieldset>
  );
}

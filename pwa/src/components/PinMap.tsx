/**
 * The incident pin: an OpenStreetMap map (react-leaflet) — click to place the pin — with a place
 * search over /api/locations/search that flies to the place, an info panel with the name and
 * coordinates, and a Thai notice when tiles have not loaded within 8 s (the form keeps working).
 * Given a radius, the circle around the pin is drawn too, and the map zooms out to keep it in view
 * (the footage request form). Shared by the upload form and the footage request form.
 */
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useId, useState } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { FILTER_DEBOUNCE_MS, MAP_ATTRIBUTION, MAP_DEFAULTS, MAP_TILE_URL } from '../lib/constants.ts';
import {
  locationSearchQueryOptions,
  provincesQueryOptions,
  type LocationSearchItem,
} from '../lib/locations.ts';
import { useDebounced } from '../lib/useDebounced.ts';
import { pinMapTexts as t } from './pinMapTexts.ts';
import { useTileWatch } from './useTileWatch.ts';
import './pinMap.css';

// Vite serves Leaflet's images from their own hashed URLs; the CSS-relative defaults would 404.
const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface PinPlace {
  lat: number;
  lng: number;
  name: string;
}

export interface PinMapProps {
  pin: { lat: number; lng: number } | null;
  onPin: (lat: number, lng: number) => void;
  /** A search result was chosen: the parent fills province/district and places the pin there. */
  onPlace: (item: LocationSearchItem, place: PinPlace) => void;
  placeName: string;
  /** What the geocoder said about the pin (no place name, or the district it moved to). */
  notice?: string | null;
  /** The circle around the pin, in metres (a footage request's area). */
  radiusM?: number;
}

function ClickToPin({ onPin }: { onPin: PinMapProps['onPin'] }) {
  useMapEvents({ click: (event) => onPin(round6(event.latlng.lat), round6(event.latlng.lng)) });
  return null;
}

function FlyTo({ target }: { target: { lat: number; lng: number; seq: number } | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) map.flyTo([target.lat, target.lng], MAP_DEFAULTS.placeZoom);
  }, [map, target]);
  return null;
}

/** A circle narrower than this share of the view is too small to see: the map zooms in to it. */
const CIRCLE_MIN_VIEW_SHARE = 1 / 8;

/**
 * Keeps the circle in sight: zooms out when it no longer fits (a larger radius, a pin near the
 * edge), in when it is too small to see (a pin placed on the whole country, a saved one opened).
 */
function KeepCircleInView({ pin, radiusM }: { pin: { lat: number; lng: number }; radiusM: number }) {
  const map = useMap();
  useEffect(() => {
    const circle = L.latLng(pin.lat, pin.lng).toBounds(radiusM * 2);
    const view = map.getBounds();
    const width = (bounds: L.LatLngBounds) => bounds.getEast() - bounds.getWest();
    if (!view.contains(circle) || width(circle) < width(view) * CIRCLE_MIN_VIEW_SHARE)
      map.fitBounds(circle, { padding: [24, 24] });
  }, [map, pin.lat, pin.lng, radiusM]);
  return null;
}

/** The brand's orange, as the app's pins are. */
const circleStyle = { color: '#ea580c', weight: 2, fillOpacity: 0.12 } as const;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export function PinMap({ pin, onPin, onPlace, placeName, notice = null, radiusM }: PinMapProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query.trim(), FILTER_DEBOUNCE_MS);
  const results = useQuery(locationSearchQueryOptions(debounced));
  const provinces = useQuery(provincesQueryOptions());
  const [flyTarget, setFlyTarget] = useState<{ lat: number; lng: number; seq: number } | null>(null);
  const tiles = useTileWatch();

  const choose = (item: LocationSearchItem) => {
    const province = item.type === 'province' ? item : provinces.data?.find((p) => p.id === item.province_id);
    if (!province) return;
    const place = {
      lat: province.lat,
      lng: province.lng,
      name: item.type === 'province' ? item.name_th : `${item.name_th} ${item.province_name_th}`,
    };
    setFlyTarget((previous) => ({ lat: place.lat, lng: place.lng, seq: (previous?.seq ?? 0) + 1 }));
    setQuery('');
    onPlace(item, place);
  };

  const items = debounced === query.trim() ? (results.data ?? []) : [];

  return (
    <div className="pin-map">
      <div className="field">
        <label htmlFor={searchId}>{t.search}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {items.length > 0 && (
        <ul className="pin-map__results" aria-label={t.searchResults}>
          {items.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <button type="button" className="button button--ghost" onClick={() => choose(item)}>
                {item.type === 'province' ? item.name_th : `${item.name_th}, ${item.province_name_th}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {results.isSuccess && debounced.length >= 2 && items.length === 0 && debounced === query.trim() && (
        <p className="muted">{t.noResults}</p>
      )}
      <div className="pin-map__canvas" role="region" aria-label={t.label}>
        <MapContainer
          center={[MAP_DEFAULTS.center.lat, MAP_DEFAULTS.center.lng]}
          zoom={MAP_DEFAULTS.zoom}
          style={{ height: MAP_DEFAULTS.heightPx }}
        >
          <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} eventHandlers={tiles.tileEvents} />
          <ClickToPin onPin={onPin} />
          <FlyTo target={flyTarget} />
          {pin && <Marker position={[pin.lat, pin.lng]} icon={pinIcon} />}
          {pin && radiusM !== undefined && (
            <>
              <Circle center={[pin.lat, pin.lng]} radius={radiusM} pathOptions={circleStyle} />
              <KeepCircleInView pin={pin} radiusM={radiusM} />
            </>
          )}
        </MapContainer>
      </div>
      {tiles.failed && (
        <p className="muted" role="status">
          {t.timeout}
        </p>
      )}
      {notice && (
        <p className="pin-map__note" role="status">
          {notice}
        </p>
      )}
      <dl className="pin-map__info" aria-label={t.pinned}>
        <dt>{t.pinned}</dt>
        <dd>{pin ? placeName || `${pin.lat}, ${pin.lng}` : t.noPin}</dd>
        <dt>{t.latitude}</dt>
        <dd>{pin ? pin.lat : '–'}</dd>
        <dt>{t.longitude}</dt>
        <dd>{pin ? pin.lng : '–'}</dd>
      </dl>
    </div>
  );
}

/**
 * The incident pin: an OpenStreetMap map (react-leaflet) — click to place the pin — with a place
 * search over /api/locations/search that flies to the place, an info panel with the name and
 * coordinates, and a Thai notice when tiles have not loaded within 8 s (the form keeps working).
 */
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useId, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { FILTER_DEBOUNCE_MS, MAP_ATTRIBUTION, MAP_DEFAULTS, MAP_TILE_URL } from '../../../lib/constants.ts';
import { useTileWatch } from '../../../components/useTileWatch.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { upload as t } from '../uploadTexts.ts';
import {
  locationSearchQueryOptions,
  provincesQueryOptions,
  type LocationSearchItem,
} from '../api/locations.ts';

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

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export function PinMap({ pin, onPin, onPlace, placeName, notice = null }: PinMapProps) {
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
    <div className="upload-map">
      <div className="field">
        <label htmlFor={searchId}>{t.map.search}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {items.length > 0 && (
        <ul className="upload-map__results" aria-label={t.map.searchResults}>
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
        <p className="muted">{t.map.noResults}</p>
      )}
      <div className="upload-map__canvas" role="region" aria-label={t.map.label}>
        <MapContainer
          center={[MAP_DEFAULTS.center.lat, MAP_DEFAULTS.center.lng]}
          zoom={MAP_DEFAULTS.zoom}
          style={{ height: MAP_DEFAULTS.heightPx }}
        >
          <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} eventHandlers={tiles.tileEvents} />
          <ClickToPin onPin={onPin} />
          <FlyTo target={flyTarget} />
          {pin && <Marker position={[pin.lat, pin.lng]} icon={pinIcon} />}
        </MapContainer>
      </div>
      {tiles.failed && (
        <p className="muted" role="status">
          {t.map.timeout}
        </p>
      )}
      {notice && (
        <p className="upload-form__note" role="status">
          {notice}
        </p>
      )}
      <dl className="upload-map__info" aria-label={t.map.pinned}>
        <dt>{t.map.pinned}</dt>
        <dd>{pin ? placeName || `${pin.lat}, ${pin.lng}` : t.map.noPin}</dd>
        <dt>{t.fields.latitude}</dt>
        <dd>{pin ? pin.lat : '–'}</dd>
        <dt>{t.fields.longitude}</dt>
        <dd>{pin ? pin.lng : '–'}</dd>
      </dl>
    </div>
  );
}

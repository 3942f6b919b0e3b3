/**
 * The map view (spec §2 Dashboard): OpenStreetMap tiles centred on Bangkok at zoom 6, orange pins
 * clustered with supercluster, fitted to the pins, a popup that fetches the clip when opened, and
 * "search this area" once the map has been moved, which puts the viewport into the URL as `bbox`.
 * The footage request board (issue 22) shows its requests on the same map: its route hands in the
 * popup and the words that name what the pins are.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { ClipPicture } from '../../../components/ClipPicture.tsx';
import { useTileWatch } from '../../../components/useTileWatch.ts';
import {
  MAP_ATTRIBUTION,
  MAP_DEFAULTS,
  MAP_TILE_URL,
  POPUP_DESCRIPTION_PREVIEW,
} from '../../../lib/constants.ts';
import { formatBaht, formatCompact } from '../../../lib/format.ts';
import { search as t } from '../searchTexts.ts';
import type { MapPoint } from '../api/searchMap.ts';
import {
  boundsOfPins,
  buildClusterIndex,
  expansionZoom,
  itemsInView,
  type Bounds,
  type ClusterIndex,
} from '../map/clusters.ts';
import './search.css';

/** What the popup shows of a clip (the clips feature's detail answer has all of it). */
export interface PopupClip {
  _id: string;
  title: string;
  description: string;
  price: number;
  thumbnail: string | null;
  thumbnailJpg?: string | null;
  location: { province: string } | null;
}

export type LoadPopupClip = (id: string) => Promise<PopupClip>;

/** What the pins are, where the map says it: the map's name, a cluster's, and the tiles notice. */
export interface MapWords {
  label: string;
  cluster: (count: string) => string;
  tilesFailed: string;
}

export interface ClipMapProps {
  points: MapPoint[];
  /** The viewport the list is narrowed to, if any (then the map keeps it rather than refitting). */
  bbox: string | undefined;
  onSearchArea: (bbox: string) => void;
  /** Loads the clip a pin's popup shows. */
  loadPopupClip?: LoadPopupClip;
  /** Draws a pin's popup instead (other pins than clips); `onLoaded` re-fits it once its data came. */
  renderPopup?: (pin: MapPoint, onLoaded: () => void) => ReactNode;
  /** Other pins than clips are named by their own words. */
  words?: MapWords;
}

const APP_MOVE_GRACE_MS = 600;

const pinIcon = L.divIcon({
  className: 'search-map__pin',
  html: '<span></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
  popupAnchor: [0, -20],
});

const clusterIcons = new Map<number, L.DivIcon>();
function clusterIcon(count: number): L.DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 48 : 56;
    icon = L.divIcon({
      className: 'search-map__cluster',
      html: `<span>${formatCompact(count)}</span>`,
      iconSize: [size, size],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}

export function shorten(text: string, max = POPUP_DESCRIPTION_PREVIEW): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

function PopupContent({ id, load, onLoaded }: { id: string; load: LoadPopupClip; onLoaded: () => void }) {
  const clip = useQuery({ queryKey: ['search', 'popup', id], queryFn: () => load(id), staleTime: 30_000 });
  useEffect(() => {
    if (clip.data || clip.isError) onLoaded();
  }, [clip.data, clip.isError, onLoaded]);
  if (clip.isPending) return <p className="muted">{t.map.popupLoading}</p>;
  if (clip.isError) return <p className="error-text">{t.map.popupFailed}</p>;
  const video = clip.data;
  return (
    <div className="search-popup">
      {video.thumbnail && (
        <ClipPicture webp={video.thumbnail} jpg={video.thumbnailJpg} alt="" className="search-popup__thumb" />
      )}
      <h3 className="search-popup__title">{video.title}</h3>
      {video.description && <p className="search-popup__text">{shorten(video.description)}</p>}
      <p className="search-popup__meta">
        <span className="price">{formatBaht(video.price)}</span>
        {video.location?.province && <span>{video.location.province}</span>}
      </p>
      <Link to="/video/$id" params={{ id: video._id }} className="button button--block">
        {t.map.viewClip}
      </Link>
    </div>
  );
}

/** A pin's popup content, as the map was told to draw it. */
function PopupBody({
  pin,
  popup,
  onLoaded,
}: {
  pin: MapPoint;
  popup: (pin: MapPoint, onLoaded: () => void) => ReactNode;
  onLoaded: () => void;
}) {
  return popup(pin, onLoaded);
}

function viewOf(map: L.Map): { bounds: Bounds; zoom: number } {
  const b = map.getBounds();
  return { bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() };
}

/** Clusters and pins for the current viewport, the fit to the pins, and the "moved" signal. */
function ClusterLayer({
  points,
  index,
  fit,
  onMoved,
  popup,
  clusterName,
}: {
  points: MapPoint[];
  index: ClusterIndex;
  fit: boolean;
  onMoved: () => void;
  popup: (pin: MapPoint, onLoaded: () => void) => ReactNode;
  clusterName: MapWords['cluster'];
}) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const popupRef = useRef<L.Popup>(null);
  // Moves the app starts itself (fit, cluster zoom, a popup panning into view) begin within
  // moments of being asked for; they do not offer "search this area".
  const quietUntil = useRef(0);
  const moveByApp = () => {
    quietUntil.current = performance.now() + APP_MOVE_GRACE_MS;
  };

  useMapEvents({
    // A drag is always the user's; other moves (zoom buttons, wheel, keys) count once the app's own have settled.
    dragstart: () => onMoved(),
    movestart: () => {
      if (performance.now() > quietUntil.current) onMoved();
    },
    moveend: () => setView(viewOf(map)),
  });

  useEffect(() => {
    if (!fit) return;
    const box = boundsOfPins(points);
    if (!box) return;
    moveByApp();
    map.fitBounds(box, { padding: [32, 32], maxZoom: 14 });
  }, [map, points, fit]);

  const items = useMemo(() => itemsInView(index, view.bounds, view.zoom), [index, view]);

  return (
    <>
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <Marker
            key={item.key}
            position={[item.lat, item.lng]}
            icon={clusterIcon(item.count)}
            title={clusterName(formatCompact(item.count))}
            eventHandlers={{
              click: () => {
                moveByApp();
                map.flyTo([item.lat, item.lng], expansionZoom(index, item.clusterId));
              },
            }}
          />
        ) : (
          <Marker
            key={item.key}
            position={[item.lat, item.lng]}
            icon={pinIcon}
            title={formatBaht(item.pin.price)}
            eventHandlers={{
              click: () => {
                moveByApp();
                setSelected(item.pin);
              },
            }}
          />
        ),
      )}
      {selected && (
        <Popup
          key={selected.id}
          ref={popupRef}
          position={[selected.lat, selected.lng]}
          offset={[0, -20]}
          eventHandlers={{ remove: () => setSelected(null) }}
        >
          <PopupBody pin={selected} popup={popup} onLoaded={() => popupRef.current?.update()} />
        </Popup>
      )}
    </>
  );
}

export default function ClipMap({
  points,
  bbox,
  onSearchArea,
  loadPopupClip,
  renderPopup,
  words = t.map,
}: ClipMapProps) {
  const [map, setMap] = useState<L.Map | null>(null);
  const [moved, setMoved] = useState(false);
  const index = useMemo(() => buildClusterIndex(points), [points]);
  const tiles = useTileWatch();
  const popup =
    renderPopup ??
    ((pin: MapPoint, onLoaded: () => void) =>
      loadPopupClip && <PopupContent id={pin.id} load={loadPopupClip} onLoaded={onLoaded} />);

  return (
    <div className="search-map">
      {tiles.failed && (
        <p className="search-banner search-banner--quiet" role="status">
          {words.tilesFailed}
        </p>
      )}
      <div className="search-map__canvas" role="region" aria-label={words.label}>
        <MapContainer
          ref={setMap}
          center={[MAP_DEFAULTS.center.lat, MAP_DEFAULTS.center.lng]}
          zoom={MAP_DEFAULTS.zoom}
          className="search-map__leaflet"
        >
          <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} eventHandlers={tiles.tileEvents} />
          <ClusterLayer
            points={points}
            index={index}
            fit={!bbox}
            onMoved={() => setMoved(true)}
            popup={popup}
            clusterName={words.cluster}
          />
        </MapContainer>
        {moved && map && (
          <button
            type="button"
            className="button search-map__area"
            onClick={() => {
              setMoved(false);
              onSearchArea(map.getBounds().toBBoxString());
            }}
          >
            {t.map.searchArea}
          </button>
        )}
      </div>
    </div>
  );
}

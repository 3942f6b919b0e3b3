/**
 * A request's place on its page: the circle where the footage is wanted around the pin (rounded for
 * everyone but the owner), on OpenStreetMap tiles. Loaded only with the page that shows it (Leaflet).
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { Circle, CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useTileWatch } from '../../../components/useTileWatch.ts';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../../../lib/constants.ts';
import { requestsTexts } from '../requestsTexts.ts';

const circleStyle = { color: '#ea580c', weight: 2, fillOpacity: 0.15 } as const;
const centreStyle = { color: '#c2410c', weight: 2, fillOpacity: 1 } as const;

export default function RequestPlaceMap({
  lat,
  lng,
  radiusM,
}: {
  lat: number;
  lng: number;
  radiusM: number;
}) {
  const tiles = useTileWatch();
  const bounds = L.latLng(lat, lng).toBounds(radiusM * 2.4);
  return (
    <div className="request-place-map">
      <div role="region" aria-label={requestsTexts.map.placeLabel}>
        <MapContainer bounds={bounds} scrollWheelZoom={false} className="request-place-map__leaflet">
          <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} eventHandlers={tiles.tileEvents} />
          <Circle center={[lat, lng]} radius={radiusM} pathOptions={circleStyle} />
          <CircleMarker center={[lat, lng]} radius={5} pathOptions={centreStyle} />
        </MapContainer>
      </div>
      {tiles.failed && (
        <p className="muted" role="status">
          {requestsTexts.map.tilesFailed}
        </p>
      )}
    </div>
  );
}

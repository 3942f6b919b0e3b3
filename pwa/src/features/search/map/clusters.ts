/**
 * Marker clustering for the map view (supercluster): thousands of pins stay fast because only the
 * clusters and pins inside the visible bounds at the current zoom are ever drawn.
 */
import Supercluster, { type AnyProps } from 'supercluster';
import { MAP_CLUSTER } from '../../../lib/constants.ts';

export interface Pin {
  id: string;
  lat: number;
  lng: number;
  price: number;
}

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

export type MapItem =
  | { kind: 'pin'; key: string; lat: number; lng: number; pin: Pin }
  | { kind: 'cluster'; key: string; lat: number; lng: number; clusterId: number; count: number };

export type ClusterIndex = Supercluster<Pin, AnyProps>;

export function buildClusterIndex(pins: readonly Pin[]): ClusterIndex {
  const index = new Supercluster<Pin, AnyProps>({
    radius: MAP_CLUSTER.radiusPx,
    maxZoom: MAP_CLUSTER.maxZoom,
  });
  index.load(
    pins.map((pin) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [pin.lng, pin.lat] },
      properties: pin,
    })),
  );
  return index;
}

/** The clusters and single pins to draw for a viewport. */
export function itemsInView(index: ClusterIndex, bounds: Bounds, zoom: number): MapItem[] {
  return index.getClusters(bounds, Math.round(zoom)).map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      return {
        kind: 'cluster',
        key: `c${props.cluster_id}`,
        lat,
        lng,
        clusterId: props.cluster_id,
        count: props.point_count,
      };
    }
    // A single pin keeps its own coordinates (the index's come back through a projection).
    const pin = props as Pin;
    return { kind: 'pin', key: pin.id, lat: pin.lat, lng: pin.lng, pin };
  });
}

/** The zoom at which a cluster falls apart (clicking a bubble zooms there). */
export function expansionZoom(index: ClusterIndex, clusterId: number): number {
  return Math.min(index.getClusterExpansionZoom(clusterId), MAP_CLUSTER.maxZoom + 1);
}

/** The box around every pin ([[south, west], [north, east]], Leaflet's order), or null with none. */
export function boundsOfPins(pins: readonly Pin[]): [[number, number], [number, number]] | null {
  if (pins.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of pins) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

import { describe, expect, it } from 'vitest';
import {
  boundsOfPins,
  buildClusterIndex,
  expansionZoom,
  itemsInView,
  type Bounds,
  type Pin,
} from './clusters.ts';

const thailand: Bounds = [97, 5, 106, 21];
const world: Bounds = [-180, -85, 180, 85];

// Three clips around Asok (Bangkok), one in Chiang Mai.
const pins: Pin[] = [
  { id: 'bkk-1', lat: 13.737, lng: 100.56, price: 800 },
  { id: 'bkk-2', lat: 13.7375, lng: 100.5605, price: 650 },
  { id: 'bkk-3', lat: 13.738, lng: 100.561, price: 900 },
  { id: 'cnx-1', lat: 18.79, lng: 98.98, price: 500 },
];

describe('map clustering', () => {
  it('groups nearby pins into one counted cluster at country zoom', () => {
    const items = itemsInView(buildClusterIndex(pins), thailand, 6);
    const clusters = items.filter((item) => item.kind === 'cluster');
    const single = items.filter((item) => item.kind === 'pin');
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 3 });
    expect(single.map((item) => item.key)).toEqual(['cnx-1']);
  });

  it('shows every pin on its own once zoomed in far enough, with its price', () => {
    const index = buildClusterIndex(pins);
    const items = itemsInView(index, world, 18);
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.kind === 'pin')).toBe(true);
    const asok = items.find((item) => item.key === 'bkk-2');
    expect(asok).toMatchObject({ kind: 'pin', lat: 13.7375, lng: 100.5605, pin: { price: 650 } });
  });

  it('zooms into a cluster to a level where it splits', () => {
    const index = buildClusterIndex(pins);
    const cluster = itemsInView(index, thailand, 6).find((item) => item.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = expansionZoom(index, cluster.clusterId);
    expect(zoom).toBeGreaterThan(6);
    const after = itemsInView(index, thailand, zoom);
    expect(
      after
        .filter((item) => item.kind === 'cluster')
        .every((item) => item.kind === 'cluster' && item.count < 3),
    ).toBe(true);
  });

  it('draws only what is inside the viewport', () => {
    const index = buildClusterIndex(pins);
    const northOnly: Bounds = [97, 17, 101, 21];
    expect(itemsInView(index, northOnly, 10).map((item) => item.key)).toEqual(['cnx-1']);
  });

  it('draws a few hundred markers for thousands of pins', () => {
    const many: Pin[] = Array.from({ length: 5000 }, (_, n) => ({
      id: `p${n}`,
      lat: 6 + ((n * 7919) % 1400) / 100,
      lng: 98 + ((n * 104729) % 700) / 100,
      price: 300 + (n % 13) * 100,
    }));
    // No timed assertion (house rule): the number of markers drawn is what keeps the map fast.
    const items = itemsInView(buildClusterIndex(many), thailand, 6);
    expect(items.length).toBeLessThan(400);
    const total = items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
    expect(total).toBe(5000);
  });

  it('fits the map to the pins ([[south, west], [north, east]])', () => {
    expect(boundsOfPins(pins)).toEqual([
      [13.737, 98.98],
      [18.79, 100.561],
    ]);
    expect(boundsOfPins([])).toBeNull();
  });
});

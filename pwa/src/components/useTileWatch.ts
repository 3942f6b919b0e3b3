/**
 * Whether a Leaflet map's tiles have failed to arrive: none has loaded within MAP_TILE_TIMEOUT_MS,
 * or tiles are failing (offline, blocked tile server) and none has loaded yet. Give `tileEvents` to
 * the `<TileLayer eventHandlers>`; show the caller's own Thai notice while `failed`. The map itself
 * keeps working: pins, popups and the page around it do not need the tiles.
 */
import type { LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MAP_TILE_TIMEOUT_MS } from '../lib/constants.ts';

export function useTileWatch(): { failed: boolean; tileEvents: LeafletEventHandlerFnMap } {
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [errored, setErrored] = useState(false);

  useEffect(() => {
    if (loaded) return;
    const timer = setTimeout(() => setTimedOut(true), MAP_TILE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  // Leaflet's `load` also fires when every tile failed; only a tile that arrived counts.
  const tileEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({ tileload: () => setLoaded(true), tileerror: () => setErrored(true) }),
    [],
  );
  return { failed: !loaded && (timedOut || errored), tileEvents };
}

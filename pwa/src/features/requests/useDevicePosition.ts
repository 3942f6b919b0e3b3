/**
 * The device's position, asked only while "near me" is chosen (the browser asks the visitor first).
 * It stays in this tab: it goes to the server only as the board's query, never into the address.
 */
import { useEffect, useState } from 'react';
import type { Position } from './api/listRequests.ts';

export type DevicePosition =
  | { state: 'off' }
  | { state: 'locating' }
  | { state: 'ready'; position: Position }
  | { state: 'denied' }
  | { state: 'unavailable' };

type Answer = Extract<DevicePosition, { state: 'ready' | 'denied' | 'unavailable' }>;

const LOCATE_TIMEOUT_MS = 15_000;
/** A position up to five minutes old is near enough for "within 5 km". */
const LOCATE_MAX_AGE_MS = 5 * 60_000;

const canLocate = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

export function useDevicePosition(wanted: boolean): DevicePosition {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!wanted || !canLocate()) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (live) setAnswer({ state: 'ready', position: { lat: coords.latitude, lng: coords.longitude } });
      },
      (error) => {
        if (live) setAnswer({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  if (!wanted) return { state: 'off' };
  if (!canLocate()) return { state: 'unavailable' };
  return answer ?? { state: 'locating' };
}

/**
 * GET /users/alert-areas: the seller's alert areas (never shown to anyone else), how they are told,
 * and whether to suggest setting areas (clips uploaded near an open request, no areas yet).
 * PUT /users/alert-areas {areas} replaces the whole list; PUT /users/alert-channels {email, push}.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { lenientText } from '../../../lib/lenientSchemas.ts';
import { requestKeys } from './requestKeys.ts';
import { lenientItems } from './requestSchema.ts';

const areaSchema = z.object({
  areaId: z.string().catch(''),
  label: lenientText,
  lat: z.number(),
  lng: z.number(),
  radiusM: z.number().positive(),
});
export type AlertArea = z.output<typeof areaSchema>;

const channelsSchema = z.object({ email: z.boolean().catch(false), push: z.boolean().catch(false) });
export type AlertChannels = z.output<typeof channelsSchema>;

const alertSettingsSchema = z.object({
  areas: lenientItems(areaSchema).catch([]),
  channels: channelsSchema.catch({ email: false, push: false }),
  suggested: z.boolean().catch(false),
});
export type AlertSettings = z.output<typeof alertSettingsSchema>;

export function getAlertSettings(signal?: AbortSignal): Promise<AlertSettings> {
  return apiRequest('/users/alert-areas', { schema: alertSettingsSchema, signal });
}

export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.alerts(),
    queryFn: ({ signal }) => getAlertSettings(signal),
  });

/** An area as PUT sends it: the server gives it its id. */
export interface AlertAreaInput {
  label: string;
  latitude: number;
  longitude: number;
  radiusM: number;
}

const anything = z.unknown();

export function saveAlertAreas(areas: AlertAreaInput[]) {
  return apiRequest('/users/alert-areas', { method: 'PUT', body: { areas }, schema: anything });
}

export function saveAlertChannels(channels: AlertChannels) {
  return apiRequest('/users/alert-channels', { method: 'PUT', body: channels, schema: anything });
}

export function useSaveAlertAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertAreas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.alerts() }),
  });
}

export function useSaveAlertChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertChannels,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.alerts() }),
  });
}

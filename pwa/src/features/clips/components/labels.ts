import { categoryLabels, common, statusLabels, vehicleTypeLabels } from '../../../lib/texts.ts';

function label(labels: Record<string, string>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] ?? common.unknown) : common.unknown;
}

export const categoryLabel = (category: string) => label(categoryLabels, category);
export const vehicleTypeLabel = (vehicleType: string) => label(vehicleTypeLabels, vehicleType);
export const statusLabel = (status: string) => label(statusLabels, status);

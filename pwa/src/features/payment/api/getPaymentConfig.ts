/** GET /payment-provider/config: which provider takes cards, whether it is a test, which methods it offers. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, type PaymentMethod } from '../../../lib/constants.ts';
import { paymentKeys } from './getPurchase.ts';

const knownMethod = (value: unknown): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(value);

export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z
    .string()
    .nullish()
    .transform((key) => key ?? ''),
  testMode: z.boolean(),
  // A method this PWA does not know is left out rather than shown as a button that does nothing.
  methods: z.array(z.unknown()).transform((methods) => methods.filter(knownMethod)),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiRequest('/payment-provider/config', { schema: paymentConfigSchema, signal });
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.config(),
    queryFn: ({ signal }) => getPaymentConfig(signal),
  });

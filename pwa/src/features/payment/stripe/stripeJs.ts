import { loadStripe, type Stripe } from '@stripe/stripe-js';

/** Stripe.js for a publishable key, loaded once (it is a script from Stripe's own servers). */
const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      // A failed load may succeed later (the network came back): do not keep the failure.
      loaded.delete(publishableKey);
      throw error;
    });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

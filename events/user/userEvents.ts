import { z } from 'zod';

export const userRegisteredSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  userType: z.enum(['buyer', 'seller', 'both', 'individual', 'business']),
  registeredAt: z.string(),
});
export const adminGrantedSchema = z.object({ uid: z.string(), grantedAt: z.string() });

export type UserRegistered = { type: 'UserRegistered'; data: z.infer<typeof userRegisteredSchema> };
export type AdminGranted = { type: 'AdminGranted'; data: z.infer<typeof adminGrantedSchema> };
export type UserEvent = UserRegistered | AdminGranted;

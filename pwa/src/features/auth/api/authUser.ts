import { z } from 'zod';
import { storedUserSchema } from '../../../lib/session.ts';

/** A signed-in answer (login, Firebase exchange): the session token and the API's User. */
export const signedInSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.string().optional(),
  user: storedUserSchema,
});
export type SignedIn = z.infer<typeof signedInSchema>;

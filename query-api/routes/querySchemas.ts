import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../events/constants.ts';

export const idParams = z.object({ id: z.string().min(1).max(100) }).strict();

export const page = z.coerce.number().int().min(1).max(10_000).default(1);
export const limit = (pageSize: number) =>
  z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(pageSize);

export const pageQuery = (pageSize: number) => z.object({ page, limit: limit(pageSize) }).strict();

import { z } from 'zod';
import { PLANS } from '../plans.js';
import { idSchema } from './common.js';

/** The boxes a user back on Free keeps: the others go to the trash. */
export const keepBoxesRequestSchema = z.object({
  boxIds: z
    .array(idSchema, { error: 'validation.keepBoxesInvalid' })
    .min(1, { error: 'validation.keepBoxesInvalid' })
    .max(PLANS.pro.maxBoxes, { error: 'validation.keepBoxesInvalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.keepBoxesInvalid' }),
});

export const keepBoxesResponseSchema = z.object({ message: z.string(), trashed: z.number().int() });

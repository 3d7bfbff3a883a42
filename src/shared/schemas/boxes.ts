import { z } from 'zod';

export const TRACKING_MODES = ['counter', 'descriptive'] as const;
export type TrackingMode = (typeof TRACKING_MODES)[number];
export const DEFAULT_BOX_COLOR = '#317873';
export const DEFAULT_BOX_EMOJI = '📦';

export const boxSchema = z.object({
  id: z.number(),
  name: z.string(),
  emoji: z.string(),
  color: z.string(),
  trackingMode: z.enum(TRACKING_MODES),
  starred: z.boolean(),
  category: z.string().nullable(),
  createdAt: z.string(),
});
export type Box = z.infer<typeof boxSchema>;

const boxName = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .min(1, { error: 'validation.nameRequired' })
  .max(60, { error: 'validation.nameTooLong' });
/** Only the first character (a whole emoji, flags and families included) is kept. */
const boxEmoji = z
  .string({ error: 'validation.emojiRequired' })
  .trim()
  .min(1, { error: 'validation.emojiRequired' })
  .max(32, { error: 'validation.emojiRequired' })
  .transform(firstGrapheme);
const boxColor = z
  .string({ error: 'validation.colorRequired' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.colorRequired' })
  .transform((value) => value.toLowerCase());

export function firstGrapheme(text: string): string {
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text.trim());
  return first?.segment ?? '';
}

export const createBoxRequestSchema = z.object({
  name: boxName,
  emoji: boxEmoji.default(DEFAULT_BOX_EMOJI),
  color: boxColor.default(DEFAULT_BOX_COLOR),
  trackingMode: z.enum(TRACKING_MODES, { error: 'validation.trackingModeInvalid' }).default('counter'),
  category: z.string().trim().max(40, { error: 'validation.tooLong' }).nullish(),
});
export type CreateBoxRequest = z.input<typeof createBoxRequestSchema>;

export const updateBoxRequestSchema = z
  .object({
    name: boxName.optional(),
    emoji: boxEmoji.optional(),
    color: boxColor.optional(),
    trackingMode: z.enum(TRACKING_MODES, { error: 'validation.trackingModeInvalid' }).optional(),
    category: z.string().trim().max(40, { error: 'validation.tooLong' }).nullish(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'validation.nothingToUpdate' });
export type UpdateBoxRequest = z.input<typeof updateBoxRequestSchema>;

export const starResponseSchema = z.object({ success: z.literal(true), box: boxSchema, message: z.string() });

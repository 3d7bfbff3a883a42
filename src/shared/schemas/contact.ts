import { z } from 'zod';
import { text } from './common.js';

const required = (max: number) =>
  text('validation.contactFieldsRequired')
    .trim()
    .min(1, { error: 'validation.contactFieldsRequired' })
    .max(max, { error: 'validation.tooLong' });

export const contactRequestSchema = z.object({
  email: required(254).pipe(z.email({ error: 'validation.emailInvalid' })),
  title: required(200),
  description: required(5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Where support can be reached: the server's SUPPORT_EMAIL, shown on the contact screen and the help page. */
export const contactInfoSchema = z.object({ email: z.email() });
export type ContactInfo = z.infer<typeof contactInfoSchema>;

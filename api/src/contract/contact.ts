import * as z from 'zod';
import { email, name, paragraph } from './fields';

/** POST /api/contact: all four fields are required (commercial.md §5). */
export const contactBody = z.strictObject({
  name: name(100),
  email,
  subject: name(200),
  message: paragraph(5000),
});

/** Its answer (201): the message is kept, under this id. */
export const contactAnswer = z.object({ message: z.string(), id: z.uuid(), createdAt: z.iso.datetime() });

export type ContactBody = z.input<typeof contactBody>;
export type ContactAnswer = z.infer<typeof contactAnswer>;

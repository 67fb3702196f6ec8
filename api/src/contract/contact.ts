import * as z from 'zod';
import { email, name, paragraph } from './fields';

/** POST /api/contact: all four fields are required (commercial.md §5). */
export const contactBody = z.strictObject({
  name: name(100),
  email,
  subject: name(200),
  message: paragraph(5000),
});

export type ContactBody = z.input<typeof contactBody>;

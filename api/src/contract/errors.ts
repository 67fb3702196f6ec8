import * as z from 'zod';

/** Every answer that is not OK: `{ "error": "message" }`. */
export const errorAnswer = z.object({ error: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

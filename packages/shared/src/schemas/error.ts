import { z } from 'zod';

/** What the server says when it refuses or fails, whatever the route: one shape for every error. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable, for programs: not_found, invalid_input, rate_limited…'),
      message: z.string().describe('For people, from the English catalog'),
      fields: z.record(z.string(), z.string()).optional().describe('What is wrong with each input field, by its path'),
    }),
  })
  .meta({ id: 'Error', description: 'A refusal or a failure, in the one error shape' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

import { z } from 'zod';

/** GET /api/places: up to five towns and cities as "name, region, country". */
export const placesSchema = z.object({ places: z.array(z.string()) });
export type Places = z.infer<typeof placesSchema>;

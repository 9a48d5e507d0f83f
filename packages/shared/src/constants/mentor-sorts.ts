/**
 * The orders /mentors offers. "relevance" is the best match for the words (newest first without
 * words); "rating" is the mean rating pulled towards 3 by three imagined reviews, so one 5-star
 * review does not top the list; a mentor without a rate charges 0.
 */
export const MENTOR_SORTS = ['relevance', 'rating', 'price_low', 'price_high', 'newest'] as const;
export type MentorSort = (typeof MENTOR_SORTS)[number];

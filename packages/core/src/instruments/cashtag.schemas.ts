import { z } from 'zod';

/** A $cashtag of a text that names an instrument: the tag as written ("$EURUSD"), and the instrument's symbol (its page). */
export const cashtagSchema = z.object({ Tag: z.string(), Symbol: z.string() });
export type CashtagLink = z.infer<typeof cashtagSchema>;

/** The fields of a text's $cashtags in answers (post, comment, reply): each distinct tag naming an instrument; none when the text is hidden. */
export const cashtagFields = { Cashtags: z.array(cashtagSchema) };

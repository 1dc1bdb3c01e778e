import { z } from 'zod';
import { endpoints } from '../endpoints.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';

const ZNamedItemSchema = z.object({ _id: z.string(), name: z.string() });
export type TNamedItem = z.infer<typeof ZNamedItemSchema>;

/** fetch-all-country, fetch-all-city, AllInterestedEvent: `data` holds `{_id, name}` in the reply language. */
export const ZNamedListReplySchema = success({ data: z.array(ZNamedItemSchema) });

/** fetch-all-city: `?country=JP` narrows to one country (ISO 3166-1 alpha-2). */
const ZCityQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});

export const referenceCalls = {
  AllInterestedEvent: defineCall(endpoints.AllInterestedEvent, { reply: ZNamedListReplySchema }),
  fetchAllCountry: defineCall(endpoints.fetchAllCountry, { reply: ZNamedListReplySchema }),
  fetchAllCity: defineCall(endpoints.fetchAllCity, { query: ZCityQuerySchema, reply: ZNamedListReplySchema }),
};

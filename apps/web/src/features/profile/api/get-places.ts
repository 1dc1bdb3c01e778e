import type { TNamedItem } from '@artclash/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { placeKeys } from './query-keys';

/** fetch-all-country: every country, `_id` its ISO code, named in the reply language (docs/decisions.md#30). */
async function getCountries(signal?: AbortSignal): Promise<TNamedItem[]> {
  return (await callApi('fetchAllCountry', undefined, { signal })).data;
}

/** fetch-all-city?country=XX: the cities of one country. */
async function getCities(country: string, signal?: AbortSignal): Promise<TNamedItem[]> {
  return (await callApi('fetchAllCity', { query: { country } }, { signal })).data;
}

/** The lists change only from the console: kept for the session once loaded. */
const LONG = 60 * 60_000;

export const useCountries = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: placeKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: LONG,
    enabled,
  });

/** `country`: the ISO code; nothing is asked before a country is known. */
export const useCities = (country: string | undefined, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: placeKeys.cities(country ?? ''),
    queryFn: ({ signal }) => getCities(country ?? '', signal),
    staleTime: LONG,
    enabled: enabled && Boolean(country),
  });

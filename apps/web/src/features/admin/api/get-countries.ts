import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** The countries a city can belong to, named in the interface language. */
export const useCountries = () =>
  useQuery({
    queryKey: consoleKeys.countries(),
    queryFn: async ({ signal }) => (await callApi('fetchAllCountry', undefined, { signal })).data,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

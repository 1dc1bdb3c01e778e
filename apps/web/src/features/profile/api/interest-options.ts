import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { optionKeys } from './query-keys';

/** The four interest lists of §2.9, each the field of get_user it fills. */
export type InterestSection = 'art_types' | 'art_works' | 'participates' | 'communicates';
export const INTEREST_SECTIONS: InterestSection[] = ['art_types', 'art_works', 'participates', 'communicates'];

interface InterestOption {
  _id: string;
  name: string;
}

/** Each list's call (§7), its items' names in the reply language brought to one shape. */
const fetchers: Record<InterestSection, (signal?: AbortSignal) => Promise<InterestOption[]>> = {
  art_types: async (signal) =>
    (await callApi('artTypeGetAll', undefined, { signal })).data.map((item) => ({
      _id: item._id,
      name: item.art_type,
    })),
  art_works: async (signal) =>
    (await callApi('artWorkGetAll', undefined, { signal })).data.map((item) => ({
      _id: item._id,
      name: item.art_work,
    })),
  participates: async (signal) =>
    (await callApi('participatePreferGetAll', undefined, { signal })).data.map((item) => ({
      _id: item._id,
      name: item.participate,
    })),
  communicates: async (signal) =>
    (await callApi('communicateGetAll', undefined, { signal })).data.map((item) => ({
      _id: item._id,
      name: item.communicate,
    })),
};

/** One list; the options change only from the console, so they are kept for the session once loaded. */
export const useInterestOptions = (section: InterestSection, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: optionKeys.list(section),
    queryFn: ({ signal }) => fetchers[section](signal),
    staleTime: 60 * 60_000,
    enabled,
  });

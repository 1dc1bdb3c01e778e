import type { TEvent } from '@artclash/contract';
import { useLanguage } from '@/lib/use-language';

type Venue = Pick<TEvent, 'venue_name_eng' | 'venue_name_jap' | 'venue_address_eng' | 'venue_address_jap'>;

/** The venue's name and address in the interface language; one told in one language only is shown in that one. */
export function useEventVenue(event: Venue): { name: string; address: string } {
  const { pick } = useLanguage();
  return {
    name: pick(event.venue_name_eng || event.venue_name_jap, event.venue_name_jap || event.venue_name_eng),
    address: pick(
      event.venue_address_eng || event.venue_address_jap,
      event.venue_address_jap || event.venue_address_eng,
    ),
  };
}

import type { LiveMeter } from '../../services/metrics.ts';

/** A stream's place under the caps, taken before its event is read: given back when the stream closes. */
export interface StreamPlace {
  address: string;
  released: boolean;
}

/** Which cap refused a stream. */
export type StreamCap = 'total' | 'address';

/**
 * The live streams' places under the caps (docs/decisions.md#315): how many streams may be open at once, in
 * all and from one address. A place is taken before the stream's event is read, so a burst of connects
 * cannot slip past the caps, and given back once, whether the stream opened or not.
 */
export function createStreamPlaces(
  caps: { total: number; perAddress: number } = { total: Infinity, perAddress: Infinity },
  meter?: Pick<LiveMeter, 'refused'>,
) {
  let total = 0;
  const byAddress = new Map<string, number>();

  return {
    /** Takes a place for a stream from `address` (lib/client-address.ts), or names the cap that is full. */
    reserve(address: string): StreamPlace | StreamCap {
      const cap: StreamCap | undefined =
        total >= caps.total ? 'total' : (byAddress.get(address) ?? 0) >= caps.perAddress ? 'address' : undefined;
      if (cap) {
        meter?.refused(cap);
        return cap;
      }
      total += 1;
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      return { address, released: false };
    },

    /** Gives a place back; a second release of the same place changes nothing. */
    release(place: StreamPlace) {
      if (place.released) return;
      place.released = true;
      total -= 1;
      const left = (byAddress.get(place.address) ?? 1) - 1;
      if (left > 0) byAddress.set(place.address, left);
      else byAddress.delete(place.address);
    },
  };
}

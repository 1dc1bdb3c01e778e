import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** room-pass (docs/decisions.md#333): the code read from the big screen, or its QR code's key, gives this account in this browser the event's room pass. */
export const useRoomPass = () =>
  useMutation({
    mutationFn: (body: { eventId: string; code: string }) => callApi('roomPass', { body }),
  });

/**
 * The big screen's way in (docs/product.md#rule-309, docs/decisions.md#333): the voting page's address and the short
 * one on the deployment's public address, and, for an organiser or a projector whose address carries the event's
 * screen key under a rule that asks for the room, the room code and the QR code's key. While a code shows it is read
 * every 10 s, so a new one shows within seconds of the minute turning (the last one holds a minute more).
 */
export const useRoomCode = (eventId: string, screen: string | null) =>
  useQuery({
    queryKey: ['vote-pass', 'room-code', eventId, screen ?? ''],
    queryFn: () => callApi('roomCode', { params: { eventId }, query: screen ? { screen } : {} }),
    refetchInterval: (query) => (query.state.data?.code ? 10_000 : false),
    retry: false,
  });

import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';

/** The embed as the server would save it (docs/product.md#rule-63), '' when nothing allowed survives. */
export const useEmbedPreview = (html: string) =>
  useQuery({
    queryKey: consoleKeys.embed(html),
    queryFn: ({ signal }) => callApi('adminEmbedPreview', { body: { youtube_emd: html } }, { signal }),
    enabled: html.trim().length > 0,
    staleTime: Infinity,
  });

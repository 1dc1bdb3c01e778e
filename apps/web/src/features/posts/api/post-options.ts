import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { postOptionKeys } from '@/lib/post-keys';

export interface PostOption {
  _id: string;
  name: string;
}

/** media-type-getAll (§7): the Media Type select's options, names in the reply language. */
export const useMediaTypes = () =>
  useQuery({
    queryKey: postOptionKeys.mediaTypes(),
    queryFn: async ({ signal }): Promise<PostOption[]> =>
      (await callApi('mediaTypeGetAll', undefined, { signal })).data,
  });

/** tag-category-keyword-getAll (§7): the tags a post may carry; a post may add new ones (§5 New tag). */
export const useTags = () =>
  useQuery({
    queryKey: postOptionKeys.tags(),
    queryFn: async ({ signal }): Promise<PostOption[]> =>
      (await callApi('tagCategoryKeywordGetAll', undefined, { signal })).data,
  });

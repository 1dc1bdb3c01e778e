import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadApi } from '@/lib/api-client';
import { userKeys } from '@/lib/accounts/query-keys';
import { postKeys, postOptionKeys } from '@/lib/post-keys';
import type { PostFormValues } from '../components/post-form-values';

interface SavePostInput {
  values: PostFormValues;
  /** The chosen image; on an update, none keeps the stored one (docs/product.md#rule-136). */
  image: File | null;
  onProgress?: (share: number) => void;
}

/** The §7 multipart fields of user-post-create and user-post-update, the image as `image`. */
function postForm(userId: string, { values, image }: SavePostInput): FormData {
  const form = new FormData();
  form.append('user', userId);
  form.append('title', values.title.trim());
  form.append('mediatype', values.mediatype);
  if (values.mediatype === 'other') form.append('other', values.other.trim());
  form.append('software_tools', values.software_tools.trim());
  form.append('tags', JSON.stringify(values.tags.map((tag) => tag.value)));
  form.append('date_creation', values.date_creation);
  form.append('description', values.description.trim());
  form.append('collaboration_credits', values.collaboration_credits.trim());
  form.append('intended_message', values.intended_message.trim());
  form.append('project_context', values.project_context);
  form.append('skill_level', values.skill_level);
  form.append('visibility_settings', values.visibility_settings);
  form.append('licensing_reuse_rights', values.licensing_reuse_rights.trim());
  if (image) form.append('image', image);
  return form;
}

/**
 * user-post-create or, with a `postId`, user-post-update, with the upload's progress. Success loads
 * again the user's posts, the post, the tags (a new one may exist) and the details (the Uploads count).
 */
export function useSavePost({ userId, postId }: { userId: string; postId?: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePostInput) => {
      const form = postForm(userId, input);
      if (!postId) return uploadApi('userPostCreate', form, {}, { onProgress: input.onProgress });
      form.append('postid', postId);
      return uploadApi('userPostUpdate', form, {}, { onProgress: input.onProgress });
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(postKeys.details(reply.data._id), reply.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.byUser(userId) }),
        queryClient.invalidateQueries({ queryKey: postKeys.details(reply.data._id) }),
        queryClient.invalidateQueries({ queryKey: postOptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadApi } from '@/lib/api-client';
import { userKeys } from '@/lib/accounts/query-keys';
import { profileKeys } from './query-keys';

/** UserProfileUpdate (§7, multipart): the new profile image as `profileImage`, with upload progress. */
async function updateProfileImage({ file, onProgress }: { file: File; onProgress?: (share: number) => void }) {
  const form = new FormData();
  form.append('profileImage', file);
  return uploadApi('UserProfileUpdate', form, {}, { onProgress });
}

/** The header, the profile menu and the public profile show the image: all are loaded again. */
export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileImage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}

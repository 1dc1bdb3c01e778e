import type { TUserPost } from '@artclash/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealFirstError } from '@/components/form-field/use-reveal-first-error';
import { useSingleSubmit } from '@/components/form-field/use-single-submit';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useSavePost } from '../api/save-post';
import {
  checkPost,
  emptyPostValues,
  imageProblem,
  postValuesOf,
  type PostFormValues,
  type Problem,
  type Problems,
} from './post-form-values';

interface PostFormOptions {
  userId: string;
  /** The post to update; without one the form makes a new post. */
  post?: TUserPost;
  onSaved: (post: TUserPost) => void;
}

/**
 * The post form's state (docs/product.md §2.10): its values, the chosen image and its preview, the messages under
 * the fields (§5's before sending, the server's after, the first brought into view: docs/product.md#rule-170), the
 * upload's progress and one request per press (docs/product.md#rule-319).
 */
export function usePostForm({ userId, post, onSaved }: PostFormOptions) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<PostFormValues>(() => (post ? postValuesOf(post) : emptyPostValues()));
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSavePost({ userId, postId: post?._id });
  const { formRef, revealFirstError } = useRevealFirstError();

  // The preview is a local object URL, released when replaced or when the form goes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const { submit, pending } = useSingleSubmit(async () => {
    setProgress(0);
    try {
      const reply = await save.mutateAsync({ values, image, onProgress: setProgress });
      notify('success', reply.message);
      onSaved(reply.data);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setProblems(
          Object.fromEntries(Object.entries(failure.errors).map(([field, text]) => [field, { text }])) as Problems,
        );
        revealFirstError();
      }
      notify('error', errorMessage(failure));
    } finally {
      setProgress(null);
    }
  });

  function change<F extends keyof PostFormValues>(field: F, value: PostFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  function chooseImage(file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file);
    setProblems((current) => ({ ...current, image: problem }));
    setImage(problem ? null : file);
    setPreview(problem ? null : URL.createObjectURL(file));
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = checkPost(values, { image, imageRequired: !post });
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      revealFirstError();
      return;
    }
    void submit(undefined);
  }

  const message = (problem: Problem | undefined) =>
    problem &&
    ('key' in problem
      ? t(problem.key, problem.megabytes === undefined ? {} : { megabytes: problem.megabytes })
      : problem.text);

  const form = { id, values, image, preview, problems, progress, pending, change, chooseImage, send, message };
  return { formRef, form };
}

export type PostFormState = ReturnType<typeof usePostForm>['form'];

import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helper.ts';
import { multipartForm, png } from './multipart.ts';

/** The text fields of a valid post form (§2.10), with `overrides`. */
export const postFields = (mediaTypeId: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  title: 'Night market',
  mediatype: mediaTypeId,
  software_tools: 'Procreate',
  tags: JSON.stringify(['ink', 'city']),
  date_creation: '2026-05-01',
  description: 'Lanterns over the stalls.',
  collaboration_credits: 'Solo',
  intended_message: '',
  project_context: 'Personal Practice',
  skill_level: 'Advanced',
  visibility_settings: 'Public',
  licensing_reuse_rights: 'All rights reserved',
  ...overrides,
});

/** A post form sent as multipart to create or update, with an image unless `image` is null. */
export async function sendPost(
  t: TestApp,
  {
    token,
    fields,
    image,
    call = 'create',
    language = 'en',
  }: {
    token?: string;
    fields: Record<string, string>;
    image?: Buffer | null;
    call?: 'create' | 'update';
    language?: string;
  },
): Promise<LightMyRequestResponse> {
  const bytes = image === undefined ? await png(900, 600) : image;
  const form = multipartForm(fields, bytes ? { field: 'image', bytes } : undefined);
  return t.inject({
    method: 'POST',
    url: `/backend/api/user-post-${call}`,
    payload: form.payload,
    headers: { ...form.headers, 'accept-language': language, ...(token && { authorization: token }) },
  });
}

import { describe, expect, it } from 'vitest';
import { srcSetOf } from '../rules/creators.ts';
import { ZUserPostFieldsSchema } from './posts.ts';

const fields = {
  title: ' Night market ',
  mediatype: 'other',
  other: 'Sand',
  software_tools: 'Brushes',
  tags: '["ink","new tag"]',
  date_creation: '2026-05-01',
  description: 'Lanterns\nover the stalls',
  visibility_settings: 'Private',
  licensing_reuse_rights: 'CC BY',
};
const messagesOf = (input: object) => {
  const parsed = ZUserPostFieldsSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ZUserPostFieldsSchema (§5 Post form)', () => {
  it('reads a multipart form: trimmed text, tags from their JSON string, optional fields empty', () => {
    expect(ZUserPostFieldsSchema.parse(fields)).toMatchObject({
      title: 'Night market',
      tags: ['ink', 'new tag'],
      collaboration_credits: '',
      intended_message: '',
      project_context: '',
      skill_level: '',
    });
  });

  it("names each field's §5 message key", () => {
    expect(messagesOf({ ...fields, title: '', tags: '[]', date_creation: '', visibility_settings: 'Friends' })).toEqual(
      {
        title: 'server.titleRequired',
        tags: 'server.tagsRequired',
        date_creation: 'server.creationDateRequired',
        visibility_settings: 'server.visibilityRequired',
      },
    );
    // 'Other' needs its text once the fields themselves are well-formed.
    expect(messagesOf({ ...fields, other: '' })).toEqual({ other: 'server.mediaTypeOtherRequired' });
    expect(messagesOf({ ...fields, tags: 'not json' })).toEqual({ tags: 'server.tagsRequired' });
  });

  it('refuses control characters, impossible dates and unknown choices', () => {
    expect(
      Object.keys(
        messagesOf({ ...fields, title: 'a\u0000b', date_creation: '2026-02-30', skill_level: 'Wizard' }),
      ).sort(),
    ).toEqual(['date_creation', 'skill_level', 'title']);
  });
});

describe('srcSetOf', () => {
  it('lists each stored width under /backend', () => {
    expect(
      srcSetOf([
        { path: 'uploads/posts/k-320.webp', width: 320 },
        { path: 'uploads/posts/k-640.webp', width: 640 },
      ]),
    ).toBe('/backend/uploads/posts/k-320.webp 320w, /backend/uploads/posts/k-640.webp 640w');
  });
});

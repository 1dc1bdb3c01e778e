/**
 * The server's messages that the web app also shows itself, checking a form before it is sent (the contract's
 * schemas name them): they load with the screens' texts; the rest of `server` only ever comes in a reply, already in
 * the reply's language, so a phone never downloads it (docs/decisions.md#256).
 */
export const serverInForms = {
  usernameRequired: 'Username is required',
  bioRequired: 'Please select Profile Bio.',
  emailNeedsCode: 'Please confirm this e-mail address with the code we send to it first.',
  postNotFound: 'Post not found',
  titleRequired: 'Title is required',
  mediaTypeRequired: 'Media type is required',
  mediaTypeOtherRequired: 'Please specify media type',
  toolsRequired: 'Tools are required',
  tagsRequired: 'At least one tag is required',
  creationDateRequired: 'Creation date is required',
  descriptionRequired: 'Description is required',
  visibilityRequired: 'Please select visibility setting',
  licensingRequired: 'Please select licensing option',
  postImageRequired: 'Image is required.',
  postImageUnsupported: 'Only image files are allowed.',
};

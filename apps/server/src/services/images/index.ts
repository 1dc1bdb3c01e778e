// The images service: uploads judged by their content, re-encoded, stored and removed as one.
export { type ImageFormat, imageFormatOf } from './image-format.ts';
export {
  IMAGE_WIDTHS,
  imageFileName,
  imageMetaOf,
  type ImageKind,
  moveImageSet,
  removeImageSet,
  type StoredImageSet,
  storeImageSet,
  widthsFor,
} from './image-set.ts';
export { isSignedFor, signedPath } from './signed-path.ts';
export { removeStoredImage, storeImage, type StoredImageShape } from './store-image.ts';
export { readUploadForm, receivedImage, registerUploadForms, type UploadForm } from './upload-form.ts';

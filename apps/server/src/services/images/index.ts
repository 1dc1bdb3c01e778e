// The images service: uploads judged by their content, re-encoded, stored and removed as one.
export { imageFormatOf } from './image-format.ts';
export { ImageGate } from './image-gate.ts';
export {
  copyImageSet,
  imageFileName,
  imageMetaOf,
  moveImageSet,
  removeImageSet,
  type StoredImageSet,
  storeImageSet,
} from './image-set.ts';
export { isSignedFor, signedPath } from './signed-path.ts';
export { type ImageUpload, removeStoredImage, storeImage } from './store-image.ts';
export { imageUploadOf, readUploadForm, registerUploadForms } from './upload-form.ts';

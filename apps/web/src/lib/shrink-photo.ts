/** The longest side a photo is sent at: more than the widest stored width (1280), so nothing is lost. */
const LONGEST_SIDE = 2048;

/**
 * A camera photo made smaller before it is sent (docs/decisions.md#425): upright as the camera meant it, at most
 * LONGEST_SIDE a side, as a JPEG. A picture already small enough, or one this browser cannot decode (the server
 * judges it then), is sent as it is.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = LONGEST_SIDE / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.88));
  } catch {
    return file;
  }
}

import { MAX_IMAGE_BYTES, MAX_UPLOAD_IMAGE_BYTES } from '@artclash/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { uploadsDirOf } from '../../lib/uploads-dir.ts';
import type { ImageUpload } from './store-image.ts';

/** The multipart limits of every upload form: one file, a few short fields (a post's description is the longest). */
const FORM_LIMITS = {
  fileSize: MAX_UPLOAD_IMAGE_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 32 * 1024,
  parts: 21,
} as const;

/**
 * The one multipart parser (docs/decisions.md#131), registered into the scope of the routes that take
 * uploads (the admin plugin, the profile and post routes) and nowhere else.
 */
export async function registerUploadForms(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: FORM_LIMITS });
}

const tooLarge = (maxBytes: number) =>
  new AppError('tooLarge', 'server.imageTooLarge', { variables: { megabytes: maxBytes / 1024 / 1024 } });

/**
 * The one file of a multipart upload's `field` (an event's or sponsor's image), in memory: 400 when the request carries none, 413
 * past `maxBytes` (the parser stops reading there).
 */
async function receivedImage(
  request: FastifyRequest,
  { field = 'image', maxBytes = MAX_IMAGE_BYTES }: { field?: string; maxBytes?: number } = {},
): Promise<Buffer> {
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: maxBytes, files: 1 } }) : undefined;
  if (!part || part.fieldname !== field)
    throw new AppError('invalidInput', 'server.imageRequired', { errors: { [field]: 'server.imageRequired' } });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
}

/** The request's one image (receivedImage) as an organiser's upload, with where it is stored and the app's gate. */
export async function imageUploadOf(request: FastifyRequest): Promise<ImageUpload> {
  const { config, imageGate: gate } = request.server;
  return { bytes: await receivedImage(request), uploadsDir: uploadsDirOf(config), gate };
}

export interface UploadForm {
  /** The text fields by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
  /** The file of the form's file field, when one was sent. */
  file: Buffer | undefined;
}

/**
 * A whole multipart form: its text fields and the file of `fileField`. Not multipart: no fields and
 * no file, for the schema to refuse. 413 for a file past `maxBytes`; 400 for any other malformed form
 * (too many parts, a field past its size, a broken body), never a 500.
 */
export async function readUploadForm(
  request: FastifyRequest,
  { fileField, maxBytes }: { fileField: string; maxBytes: number },
): Promise<UploadForm> {
  const fields = new Map<string, string>();
  let file: Buffer | undefined;
  if (!request.isMultipart()) return { fields: {}, file };
  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) file = bytes;
      } else if (part.valueTruncated) {
        throw new AppError('invalidInput', 'server.invalidInput');
      } else {
        fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (error instanceof AppError) throw error;
    throw new AppError('invalidInput', 'server.invalidInput');
  }
  return { fields: Object.fromEntries(fields), file };
}

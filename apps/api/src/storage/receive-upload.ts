import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_FILE_FIELD,
  fieldErrorsFromIssues,
} from '@bayti/data/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationError } from '../errors';
import { checkUploadName, extensionOf } from './file-names';
import { UploadTooLargeError, type FileStorage, type StagedFile } from './file-storage';
import { detectDocument, detectImage, detectVideo, type DetectedType } from './file-types';

export type UploadKind = 'image' | 'video' | 'document';

const MAX_BYTES: Record<UploadKind, number> = {
  image: MAX_IMAGE_BYTES,
  video: MAX_VIDEO_BYTES,
  document: MAX_DOCUMENT_BYTES,
};

const WRONG_TYPE: Record<UploadKind, string> = {
  image: 'Upload a JPEG, PNG or WebP image.',
  video: 'Upload an MP4, WebM or MOV video.',
  document: `Upload a ${DOCUMENT_EXTENSIONS.join(', ')} file.`,
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const refuse = (message: string) => validationError({ [UPLOAD_FILE_FIELD]: message }, message);

export interface ReceivedUpload<Fields> {
  staged: StagedFile;
  /** The cleaned original name, for display only. */
  title: string;
  type: DetectedType;
  fields: Fields;
}

/** The text fields that arrived before the file. */
function textFields(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, part] of Object.entries(fields)) {
    if (part && typeof part === 'object' && 'type' in part && part.type === 'field')
      values[name] = 'value' in part ? part.value : undefined;
  }
  return values;
}

async function detect(kind: UploadKind, staged: StagedFile, title: string): Promise<DetectedType> {
  if (kind !== 'document') {
    const detected = await (kind === 'image' ? detectImage : detectVideo)(staged.head);
    return detected ?? Promise.reject(refuse(WRONG_TYPE[kind]));
  }
  // Documents are at most 10 MB: the zip directory and UTF-8 checks read the whole file.
  const detected = await detectDocument(await fs.readFile(staged.path));
  if (detected === 'zip_bomb')
    throw refuse('This file cannot be accepted: it would unpack to far more than its size.');
  if (detected === 'type') throw refuse(WRONG_TYPE.document);
  const named = extensionOf(title);
  if (named !== detected.extension)
    throw refuse(
      `This is a .${detected.extension} file; name it .${detected.extension} to upload.`,
    );
  return detected;
}

/**
 * Reads a multipart upload (text fields first, then `file`): checks the fields and the file name
 * before a byte is written, streams the file into storage's staging area within the kind's size
 * limit, then checks its content. Anything refused is discarded; the caller commits or discards
 * what it gets back. Streaming (not buffering) keeps memory flat with 100 MB videos.
 */
export async function receiveUpload<Fields = Record<string, never>>(
  request: FastifyRequest,
  storage: FileStorage,
  kind: UploadKind,
  options: {
    fields?: z.ZodType<Fields>;
    /** Runs on the parsed fields before the file is read (say, the category is already full). */
    beforeStaging?: (fields: Fields) => Promise<void>;
  } = {},
): Promise<ReceivedUpload<Fields>> {
  const { fields: fieldsSchema, beforeStaging } = options;
  if (!request.isMultipart()) throw refuse('Attach a file to upload.');
  const maxBytes = MAX_BYTES[kind];
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 256, parts: 5 },
    throwFileSizeLimit: false,
  });
  if (!part) throw refuse('Attach a file to upload.');

  // Refusals before staging: the rest of the part is read and dropped, nothing is written.
  const skip = (error: Error) => {
    part.file.resume();
    return error;
  };
  if (part.fieldname !== UPLOAD_FILE_FIELD)
    throw skip(refuse(`Send the file in the "${UPLOAD_FILE_FIELD}" field.`));
  const name = checkUploadName(part.filename);
  if (!name.ok) throw skip(refuse(name.message));
  let fields = {} as Fields;
  if (fieldsSchema) {
    const parsed = fieldsSchema.safeParse(textFields(part.fields));
    if (!parsed.success) throw skip(validationError(fieldErrorsFromIssues(parsed.error.issues)));
    fields = parsed.data;
  }
  if (beforeStaging) {
    try {
      await beforeStaging(fields);
    } catch (error) {
      throw skip(error instanceof Error ? error : new Error(String(error)));
    }
  }

  let staged: StagedFile;
  try {
    staged = await storage.stage(part.file, maxBytes);
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw refuse(tooLarge(maxBytes));
    throw error;
  }
  try {
    // Busboy stops at the limit and marks the part truncated.
    if (part.file.truncated) throw refuse(tooLarge(maxBytes));
    if (staged.size === 0) throw refuse('The file is empty.');
    const type = await detect(kind, staged, name.title);
    return { staged, title: name.title, type, fields };
  } catch (error) {
    await storage.discard(staged);
    throw error;
  }
}

const tooLarge = (maxBytes: number) => `The file is larger than ${megabytes(maxBytes)}.`;

/** A new object key in a folder, with the detected type's extension. */
export function newStorageKey(folder: 'media' | 'documents' | 'logos', type: DetectedType): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${type.extension}`;
}

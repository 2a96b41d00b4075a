import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UPLOAD_FILE_FIELD,
} from '@bayti/data/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationError } from '../errors';
import { fieldMessagesFromIssues } from '../i18n/localize';
import type { MessageId, MessageParams } from '../i18n/translate';
import { checkUploadName, extensionOf } from './file-names';
import { UploadTooLargeError, type FileStorage, type StagedFile } from './file-storage';
import { detectDocument, detectImage, detectVideo, type DetectedType } from './file-types';

export type UploadKind = 'image' | 'video' | 'document';

const MAX_BYTES: Record<UploadKind, number> = {
  image: MAX_IMAGE_BYTES,
  video: MAX_VIDEO_BYTES,
  document: MAX_DOCUMENT_BYTES,
};

const WRONG_TYPE: Record<UploadKind, MessageId> = {
  image: 'upload.wrongImage',
  video: 'upload.wrongVideo',
  document: 'upload.wrongDocument',
};
/** The values of a wrong type's message. */
const WRONG_TYPE_PARAMS: Partial<Record<UploadKind, MessageParams>> = {
  document: { extensions: DOCUMENT_EXTENSIONS.join(', ') },
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
/** 400 with the message both on the file field and as the headline. */
const refuse = (id: MessageId, params?: MessageParams) =>
  validationError({ [UPLOAD_FILE_FIELD]: { id, ...(params ? { params } : {}) } }, id, params);
const wrongType = (kind: UploadKind) => refuse(WRONG_TYPE[kind], WRONG_TYPE_PARAMS[kind]);

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
    return detected ?? Promise.reject(wrongType(kind));
  }
  // Documents are at most 10 MB: the zip directory and UTF-8 checks read the whole file.
  const detected = await detectDocument(await fs.readFile(staged.path));
  if (detected === 'zip_bomb') throw refuse('upload.zipBomb');
  if (detected === 'type') throw wrongType('document');
  const named = extensionOf(title);
  if (named !== detected.extension)
    throw refuse('upload.misnamed', { extension: detected.extension });
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
  if (!request.isMultipart()) throw refuse('upload.attachFile');
  const maxBytes = MAX_BYTES[kind];
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 256, parts: 5 },
    throwFileSizeLimit: false,
  });
  if (!part) throw refuse('upload.attachFile');

  // Refusals before staging: the rest of the part is read and dropped, nothing is written.
  const skip = (error: Error) => {
    part.file.resume();
    return error;
  };
  if (part.fieldname !== UPLOAD_FILE_FIELD)
    throw skip(refuse('upload.wrongField', { field: UPLOAD_FILE_FIELD }));
  const name = checkUploadName(part.filename);
  if (!name.ok) throw skip(refuse(name.messageId));
  let fields = {} as Fields;
  if (fieldsSchema) {
    const parsed = fieldsSchema.safeParse(textFields(part.fields));
    if (!parsed.success) throw skip(validationError(fieldMessagesFromIssues(parsed.error.issues)));
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
    if (error instanceof UploadTooLargeError) throw tooLarge(maxBytes);
    throw error;
  }
  try {
    // Busboy stops at the limit and marks the part truncated.
    if (part.file.truncated) throw tooLarge(maxBytes);
    if (staged.size === 0) throw refuse('upload.empty');
    const type = await detect(kind, staged, name.title);
    return { staged, title: name.title, type, fields };
  } catch (error) {
    await storage.discard(staged);
    throw error;
  }
}

const tooLarge = (maxBytes: number) => refuse('upload.tooLarge', { size: megabytes(maxBytes) });

/** A new object key in a folder, with the detected type's extension. */
export function newStorageKey(folder: 'media' | 'documents' | 'logos', type: DetectedType): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${type.extension}`;
}

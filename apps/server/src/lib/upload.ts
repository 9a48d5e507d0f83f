import type { FastifyRequest } from 'fastify';
import { en } from '@prosper/shared/i18n/en';
import { AppError } from './app-error.ts';

/**
 * The bytes of the one file a multipart request carries, or a clear 400 (no file) or 413 (over the
 * route's limit, given to @fastify/multipart where the route registers it).
 */
export async function readUpload(request: FastifyRequest, tooLargeMessage: string): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file) throw new AppError(400, 'no_file', en.media.noFile);
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError(413, 'file_too_large', tooLargeMessage);
    throw error;
  }
}

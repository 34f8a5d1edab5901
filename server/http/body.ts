import type { Context } from 'koa';
import { BODY_LIMIT_BYTES } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/errors';
import { HttpError } from './errors';

/**
 * Reads a request body as text with a hard size cap. Chunks are counted as they arrive, so an
 * oversized upload is refused without buffering it whole.
 */
export async function readRawBody(ctx: Context, limit = BODY_LIMIT_BYTES): Promise<string> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer: Buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) {
      ctx.req.resume();
      throw tooLarge(limit);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads and parses a JSON body (empty means {}), refusing other content types. */
export async function readJsonBody(ctx: Context, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  const text = await readRawBody(ctx, limit);
  if (text.trim() === '') return {};
  if (!ctx.is('application/json')) {
    throw new HttpError(415, ERROR_CODES.unsupportedMedia, 'Send the request body as application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, ERROR_CODES.invalidJson, 'The request body is not valid JSON');
  }
}

function tooLarge(limit: number) {
  return new HttpError(413, ERROR_CODES.bodyTooLarge, `The request body exceeds the ${Math.round(limit / 1024)} KB limit`);
}

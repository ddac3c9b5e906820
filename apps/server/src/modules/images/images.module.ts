import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { RowIdParamSchema } from '@kasir/contracts';
import { IMAGE_UPLOAD_MAX_BYTES, ServerMessage } from '@kasir/domain';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { invalidField } from '../../platform/app-error.ts';
import { requireAuth } from '../../platform/access.ts';
import { sendNotFound } from '../../platform/error-handler.ts';
import { createImageFiles } from './image-files.ts';
import { createImagesRepository } from './images.repository.ts';
import { createImagesService, TOO_LARGE } from './images.service.ts';

/** Images never change under a name (names are random), so a browser may keep them for a year. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const UPLOAD_FIELD = 'file';

const THUMBNAIL_CONTENT_TYPE = 'image/webp';
/** A file's name never changes what it holds, so the name is its entity tag. */
const etagOf = (prefix: string, fileName: string) => `"${prefix}${fileName}"`;
const THUMBNAIL_ETAG_PREFIX = 'thumb-';

type ServedImage = { bytes: Buffer; contentType: string; etag: string };

function sendImage(request: FastifyRequest, reply: FastifyReply, image: ServedImage | null) {
  if (!image) return sendNotFound(request, reply);
  reply.header('cache-control', IMAGE_CACHE_CONTROL).header('x-content-type-options', 'nosniff').header('etag', image.etag);
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
  return reply.header('content-type', image.contentType).send(image.bytes);
}

/**
 * Images (spec §7): POST /api/image/upload (owner, multipart field 'file'), DELETE
 * /api/image/{id}/delete, and GET /upload/{FileName} where the tills load them from (public:
 * an <img> sends no token, and the names are random), also under /api (the web asks
 * `${API_BASE}/upload/…`). GET /upload/thumb/{FileName} is its 320 px WebP thumbnail for the
 * menu cards: made on upload; for images uploaded before thumbnails existed, made on the first
 * request and kept. Lazily rather than in a migration, because migrations run on the database
 * (PostgreSQL may sit on another machine than the upload folder) and must not depend on files,
 * and because the cost is one decode per old picture, once.
 */
export function imagesModule(deps: ModuleDeps, apiPrefix: string): FastifyPluginAsync {
  const service = createImagesService({ db: deps.db, repository: createImagesRepository(deps.db), files: createImageFiles(deps.config.uploadDir), broadcaster: deps.broadcaster });

  return async (app) => {
    await app.register(
      async (api) => {
        // Multipart only here: one file, one byte over the limit is enough to refuse it.
        await api.register(fastifyMultipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
        api.post('/image/upload', { config: { access: 'owner' } }, async (request, reply) => {
          const auth = requireAuth(request);
          if (!request.isMultipart()) throw invalidField(UPLOAD_FIELD, ServerMessage.UPLOAD_NOT_MULTIPART);
          let part;
          try {
            part = await request.file();
          } catch {
            throw invalidField(UPLOAD_FIELD, ServerMessage.UPLOAD_NOT_MULTIPART);
          }
          if (!part || part.fieldname !== UPLOAD_FIELD) throw invalidField(UPLOAD_FIELD, ServerMessage.UPLOAD_FILE_REQUIRED);
          let bytes: Buffer;
          try {
            bytes = await part.toBuffer();
          } catch (error) {
            if (error instanceof api.multipartErrors.RequestFileTooLargeError) throw invalidField(UPLOAD_FIELD, TOO_LARGE);
            throw invalidField(UPLOAD_FIELD, ServerMessage.UPLOAD_UNREADABLE);
          }
          const data = await service.upload(auth, bytes);
          return reply.status(201).send({ data });
        });
        api.delete('/image/:id/delete', { config: { access: 'owner' }, schema: { params: RowIdParamSchema } }, async (request) => {
          // The schema's validator has already turned the id text into a number.
          const { id } = request.params as { id: number };
          return { data: await service.remove(requireAuth(request), id) };
        });
      },
      { prefix: apiPrefix },
    );

    const serveFiles = async (scope: FastifyInstance) => {
      scope.get<{ Params: { fileName: string } }>('/upload/:fileName', { config: { access: 'public' } }, async (request, reply) => {
        const image = await service.read(request.params.fileName);
        return sendImage(request, reply, image && { ...image, etag: etagOf('', request.params.fileName) });
      });
      scope.get<{ Params: { fileName: string } }>('/upload/thumb/:fileName', { config: { access: 'public' } }, async (request, reply) => {
        const bytes = await service.readThumbnail(request.params.fileName);
        return sendImage(request, reply, bytes && { bytes, contentType: THUMBNAIL_CONTENT_TYPE, etag: etagOf(THUMBNAIL_ETAG_PREFIX, request.params.fileName) });
      });
    };
    await app.register(serveFiles);
    await app.register(serveFiles, { prefix: apiPrefix });
  };
}

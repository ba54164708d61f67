import type { FastifyInstance } from 'fastify';
import type { GifProvider } from '../../providers/gifs/index.ts';

export async function gifsRoutes(_app: FastifyInstance, _deps: { gifs: GifProvider }) {}

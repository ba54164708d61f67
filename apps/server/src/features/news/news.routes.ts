import {
  addFavoriteNewsEndpoint,
  createNewsEndpoint,
  deleteNewsEndpoint,
  getNewNewsCountEndpoint,
  listNewsEndpoint,
  markNewsFetchedEndpoint,
  removeFavoriteNewsEndpoint,
} from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { countNewNews, createNews, deleteNews, listNews, markNewsFetched, setFavoriteNews } from './news.service.ts';

export async function newsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, listNewsEndpoint, ({ query }) => listNews(db, query));
  registerEndpoint(app, createNewsEndpoint, ({ user, body }) => createNews(db, user, body));
  registerEndpoint(app, deleteNewsEndpoint, ({ user, params }) => deleteNews(db, user, params.newsId));
  registerEndpoint(app, addFavoriteNewsEndpoint, ({ user, params }) => setFavoriteNews(db, user, params.newsId, true));
  registerEndpoint(app, removeFavoriteNewsEndpoint, ({ user, params }) => setFavoriteNews(db, user, params.newsId, false));
  registerEndpoint(app, getNewNewsCountEndpoint, ({ user }) => countNewNews(db, user));
  registerEndpoint(app, markNewsFetchedEndpoint, ({ user }) => markNewsFetched(db, user));
}

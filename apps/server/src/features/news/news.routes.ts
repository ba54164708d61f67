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
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { addFavoriteNews, countNewNews, createNews, deleteNews, listNews, markNewsFetched, removeFavoriteNews, type NewsDependencies } from './news.service.ts';

export async function newsRoutes(app: FastifyInstance, { db, queueTranslation }: NewsDependencies) {
  registerEndpoint(app, listNewsEndpoint, ({ query }) => listNews(db, query));
  registerEndpoint(app, createNewsEndpoint, ({ user, body, fail }) => createNews({ db, queueTranslation }, user, body, fail));
  registerEndpoint(app, deleteNewsEndpoint, ({ user, params, fail }) => deleteNews(db, user, params.newsId, fail));
  registerEndpoint(app, addFavoriteNewsEndpoint, ({ user, params, fail }) => addFavoriteNews(db, user, params.newsId, fail));
  registerEndpoint(app, removeFavoriteNewsEndpoint, ({ user, params }) => removeFavoriteNews(db, user, params.newsId));
  registerEndpoint(app, getNewNewsCountEndpoint, ({ user }) => countNewNews(db, user));
  registerEndpoint(app, markNewsFetchedEndpoint, ({ user }) => markNewsFetched(db, user));
}

/**
 * `@arya/core/routes`: where each operation lives (method, path, bearer, body encoding), its schemas
 * carried as types only, and the helpers that build a request from a route (`endpointUrl`). No zod
 * at run time: the web's API calls import this, never the schemas. Also in `index.ts` (`@arya/core`).
 */
export * from './common/endpoint.ts';
export * from './routes.generated.ts';

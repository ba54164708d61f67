import type { EndpointQuery, listIdeasRoute } from '@arya/core/routes';
import { ASSET_TYPES, IDEA_SIDES, IDEA_STATUSES, IDEAS_PAGE_TYPES, type AssetType, type IdeasPageType } from '@arya/core/rules';

export type IdeaSide = (typeof IDEA_SIDES)[number];
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** The ideas page's filters, as the URL keeps them (null: no filter on that field). */
export interface IdeasPageFilters {
  type: IdeasPageType | null;
  assetType: AssetType | null;
  side: IdeaSide | null;
  status: IdeaStatus | null;
  /** Coaches' ideas only. */
  coaches: boolean;
  /** The member's favourite news only. */
  favorites: boolean;
  /** Ideas on one instrument (issue 28): its symbol, or however the member wrote it (the server matches it). */
  instrument: string | null;
}

export const NO_FILTERS: IdeasPageFilters = { type: null, assetType: null, side: null, status: null, coaches: false, favorites: false, instrument: null };

/** The query-string names, the API's own, so a shared address reads like the request it makes. */
const PARAMS = ['type', 'assetType', 'side', 'status', 'coaches', 'favorites', 'instrument'] as const;

/** The API's limit on the instrument filter (ideasQuerySchema): a longer one is no instrument. */
const INSTRUMENT_MAX_LENGTH = 20;

/** An instrument filter as the address or the field gives it: trimmed, null when empty or too long. */
export function instrumentFilterOf(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text && text.length <= INSTRUMENT_MAX_LENGTH ? text : null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The filters a page address asks for; unknown values are ignored (an old or mistyped link still opens). */
export function filtersFromSearch(search: URLSearchParams): IdeasPageFilters {
  return {
    type: oneOf(IDEAS_PAGE_TYPES, search.get('type')),
    assetType: oneOf(ASSET_TYPES, search.get('assetType')),
    side: oneOf(IDEA_SIDES, search.get('side')),
    status: oneOf(IDEA_STATUSES, search.get('status')),
    coaches: search.get('coaches') === 'true',
    favorites: search.get('favorites') === 'true',
    instrument: instrumentFilterOf(search.get('instrument')),
  };
}

/** The address's query string with these filters, in a fixed order; other parameters are kept. */
export function searchWithFilters(search: URLSearchParams, filters: IdeasPageFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of PARAMS) next.delete(name);
  for (const [name, value] of Object.entries(ideasQueryOf(filters))) next.set(name, String(value));
  return next;
}

export function hasFilters(filters: IdeasPageFilters): boolean {
  return PARAMS.some((name) => filters[name] !== NO_FILTERS[name]);
}

/** The GET /api/v1/ideas query for these filters (and a page's cursor), without the fields left open. */
export function ideasQueryOf(filters: IdeasPageFilters, cursor?: string): NonNullable<EndpointQuery<typeof listIdeasRoute>> {
  const query: NonNullable<EndpointQuery<typeof listIdeasRoute>> = {};
  if (filters.type) query.type = filters.type;
  if (filters.assetType) query.assetType = filters.assetType;
  if (filters.side) query.side = filters.side;
  if (filters.status) query.status = filters.status;
  if (filters.coaches) query.coaches = 'true';
  if (filters.favorites) query.favorites = 'true';
  if (filters.instrument) query.instrument = filters.instrument;
  if (cursor) query.cursor = cursor;
  return query;
}

import type { InstrumentPostsKind } from './queries.ts';

export type { InstrumentPostsKind } from './queries.ts';

/** The lists of an instrument's page, the default first. */
export const INSTRUMENT_TABS: readonly InstrumentPostsKind[] = ['ideas', 'posts'];

/** The list an instrument page's address asks for (`?kind=posts`); anything else is its ideas. */
export const instrumentTabOf = (search: URLSearchParams): InstrumentPostsKind => (search.get('kind') === 'posts' ? 'posts' : 'ideas');

import type { CurrentUser, FinancialData, InternalNews, Post } from '@arya/core/contract';
import { makeCurrentUser, makePost } from '../../../test/kit.ts';
import type { IdeaPost, NewsPost } from './post-kind.ts';

/** A buy idea on EURUSD with all its levels, valid until `ExpirationDate`. */
export function makeFinancialData(overrides: Partial<FinancialData> = {}): FinancialData {
  return {
    Type: 'idea',
    Title: 'Rebond attendu sur la zone de support',
    TitleLocalizations: {},
    Sell: false,
    AssetType: 'forex',
    Instrument: { Name: 'EURUSD' },
    EntryType: 'conditional',
    Term: 'short',
    ExpirationDate: '2030-01-11T08:00:00.000Z',
    EntryValue: 1.08345,
    StopLoss: 1.079,
    BreakEven: 1.0855,
    TakeProfits: [{ Value: 1.09 }, { Value: 1.095 }],
    Outcome: null,
    ...overrides,
  };
}

export function makeIdeaPost(data: Partial<FinancialData> = {}, overrides: Partial<Post> = {}): IdeaPost {
  return { ...makePost({ Text: 'Le prix revient sur un support hebdomadaire.', RestrictedTo: 'premium_coaches', ...overrides }), FinancialData: makeFinancialData(data) };
}

/** What a reader outside the idea's audience receives: type, asset type and expiry only. */
export function makeLockedIdeaPost(): IdeaPost {
  return makeIdeaPost(
    { Title: null, Sell: null, Instrument: null, EntryType: null, Term: null, EntryValue: null, StopLoss: null, BreakEven: null, TakeProfits: [] },
    { Text: null, Locked: true },
  );
}

export function makeNews(overrides: Partial<InternalNews> = {}): InternalNews {
  return {
    Id: 'news1',
    PostId: 'staff1/post9',
    AuthorId: 'staff1',
    PublishDate: '2030-01-10T08:00:00.000Z',
    Deadline: '2030-01-12T08:00:00.000Z',
    Locked: false,
    AvailableFor: [],
    IsDeleted: false,
    IsFavorite: false,
    AdditionalData: { DeletedBy: null, DeletedAt: null },
    Categories: { TradingTerm: 'mid', Template: 'signal', Trend: 'bearish', Instrument: 'XAUUSD', TimeFrame: 'H4', OrderType: 'limit' },
    Category: 'commodities',
    TargetPrices: { Entry: 2050, BE: 2040, TP1: 2020, TP2: null, TP3: null, SL: 2070 },
    Title: "L'or sous pression",
    SecondaryTitle: 'Signal de vente',
    Contents: 'Contenu par défaut',
    Images: [],
    Audios: [],
    Files: [],
    Localizations: {
      fr: { Title: "L'or sous pression", SecondaryTitle: 'Signal de vente', Contents: "L'or recule.\nObjectif 2020.", Audios: ['https://cdn.test/fr.mp3'], Files: [{ Url: 'https://cdn.test/fr.pdf', Name: 'analyse.pdf' }] },
      en: { Title: 'Gold under pressure', SecondaryTitle: 'Sell signal', Contents: 'Gold is falling.\nTarget 2020.', Audios: ['https://cdn.test/en.mp3'], Files: [{ Url: 'https://cdn.test/en.pdf', Name: 'analysis.pdf' }] },
    },
    Translation: null,
    ...overrides,
  };
}

export function makeNewsPost(news: Partial<InternalNews> = {}, overrides: Partial<Post> = {}): NewsPost {
  return { ...makePost({ _id: 'staff1/post9', Author: { Id: 'staff1', Name: 'ARYA', Job: null, Verified: null, PictureDate: null, Alias: 'arya' }, ...overrides }), InternalNewsData: makeNews(news) };
}

/** A signed-in member with what the cards read (tests only). */
export function makeMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({ uid: 'member1', displayName: 'Léa', ...overrides });
}

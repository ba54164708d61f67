import { ideaInputSchema, newsInputSchema, type IdeaInput, type NewsInput } from '@arya/core';
import { eq, isNotNull, and } from 'drizzle-orm';
import { posts, users } from '../db/schema/index.ts';
import { createIdea } from '../features/ideas/ideas.service.ts';
import { createNews } from '../features/news/news.service.ts';
import { throwAny } from '../http/fail.ts';
import { NO_TRANSLATION } from '../shared/translations/queue.ts';
import type { SessionUser } from '../shared/session-user.ts';
import { NO_PLAN } from '../shared/viewer.ts';
import type { DemoAccount } from './demo-accounts.ts';
import type { SeedDependencies } from './demo-seed.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Published between the demo posts (hours ago), so the first screen of the feed keeps its mix. */
const DEMO_IDEAS: { author: DemoAccount['key']; hoursAgo: number; idea: IdeaInput }[] = [
  {
    author: 'coach',
    hoursAgo: 2,
    idea: {
      type: 'idea',
      title: 'DAX : achat sur cassure des 19 450',
      description: "Clôture H4 au-dessus de la résistance : j'achète le retour sur l'ancienne résistance. Stop sous le dernier creux.",
      levels: { sell: false, assetType: 'indexes', ticker: 'GER40', term: 'mid', entryType: 'conditional', entry: 19450, stopLoss: 19300, breakEven: 19500, takeProfit1: 19700, takeProfit2: 19900, takeProfit3: null },
    },
  },
  {
    author: 'coach',
    hoursAgo: 30,
    idea: { type: 'analysis', title: 'Or : la saisonnalité de fin d’année', description: "Depuis dix ans, l'or progresse en moyenne entre mi-décembre et fin janvier. Je reste acheteur sur repli." },
  },
  {
    author: 'premium',
    hoursAgo: 40,
    idea: {
      type: 'idea',
      title: 'Bitcoin : vente sous les 60 000',
      description: 'Le support a cédé en daily ; je vends le retest avec un stop au-dessus du range.',
      levels: { sell: true, assetType: 'crypto', ticker: 'BTCUSD', term: 'short', entryType: 'market', entry: 59800, stopLoss: 61200, breakEven: 59500, takeProfit1: 57500, takeProfit2: null, takeProfit3: null },
    },
  },
];

const DEMO_NEWS: (NewsInput & { hoursAgo: number })[] = [
  {
    hoursAgo: 4,
    categories: { tradingTerm: 'short', template: 'signal', trend: 'bullish', instrument: 'CAC 40', timeFrame: 'H4', orderType: 'limit' },
    category: 'indexes',
    targetPrices: { entry: 7800, be: 7830, tp1: 7900, tp2: 7980, tp3: null, sl: 7740 },
    deadline: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    localizations: {
      fr: {
        title: 'CAC 40 : cassure des 7 800 points',
        secondaryTitle: 'Signal du matin',
        contents: "L'indice teste sa résistance des 7 800 points. Achat limite sur le retest, objectif 7 900 puis 7 980.",
        audios: [],
        files: [],
      },
      en: {
        title: 'CAC 40: breaking through 7,800',
        secondaryTitle: 'Morning signal',
        contents: 'The index is testing its 7,800 resistance. Limit buy on the retest, targets 7,900 then 7,980.',
        audios: [],
        files: [],
      },
    },
    availableFor: [
      { Subscription: 'GOLD', Language: 'fr' },
      { Subscription: 'GOLD', Language: 'en' },
      { Subscription: 'INFINITE', Language: 'fr' },
      { Subscription: 'INFINITE', Language: 'en' },
    ],
  },
  {
    hoursAgo: 22,
    categories: { tradingTerm: 'mid', template: 'flash', trend: 'bearish', instrument: 'Brent', timeFrame: 'D1', orderType: 'market' },
    category: 'commodities',
    targetPrices: { entry: 82.4, be: null, tp1: 79.5, tp2: null, tp3: null, sl: 84.1 },
    localizations: { fr: { title: 'Pétrole : les stocks américains en hausse', contents: 'Hausse surprise des stocks : pression vendeuse attendue sur le Brent cette semaine.', audios: [], files: [] } },
    availableFor: [
      { Subscription: 'SILVER', Language: 'fr' },
      { Subscription: 'GOLD', Language: 'fr' },
    ],
  },
];

const authorAs = (id: string, verified: string | null, staff = false): SessionUser => ({
  id,
  // The seed writes as the author without signing in: no session.
  sessionId: '',
  email: '',
  name: '',
  emailVerified: true,
  image: null,
  role: staff ? 'staff' : null,
  verified,
  phoneVerified: true,
  access: { ...NO_PLAN, staff },
});

/** A few ideas (a coach's restricted to premium members) and staff's news, once. */
export async function seedDemoIdeasAndNews({ db, config }: SeedDependencies, ids: Map<DemoAccount['key'], string>): Promise<void> {
  const [anyIdea] = await db.select({ id: posts.id }).from(posts).where(and(isNotNull(posts.ideaType))).limit(1);
  if (anyIdea) return;
  const now = Date.now();
  // The demo's ideas are measured (by the simulator in development) from the first start.
  const measuresOutcomes = config.outsideServices.marketPrices !== 'unavailable';
  for (const { author, hoursAgo, idea } of DEMO_IDEAS) {
    const authorId = ids.get(author);
    if (!authorId) continue;
    const [profile] = await db.select({ verified: users.verified }).from(users).where(eq(users.id, authorId));
    await createIdea({ db, queueTranslation: NO_TRANSLATION, measuresOutcomes }, authorAs(authorId, profile?.verified ?? null), ideaInputSchema.parse(idea), throwAny, new Date(now - hoursAgo * HOUR_MS));
  }
  const staffId = ids.get('staff');
  if (!staffId) return;
  for (const { hoursAgo, ...news } of DEMO_NEWS) await createNews({ db, queueTranslation: NO_TRANSLATION }, authorAs(staffId, null, true), newsInputSchema.parse(news), throwAny, new Date(now - hoursAgo * HOUR_MS));
}

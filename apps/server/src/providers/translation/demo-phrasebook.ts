/**
 * Human translations of the demo's texts, written for the demo seed so that a fresh install shows
 * "translated" posts, ideas, comments and news without any translation provider configured. The
 * development translator answers only these texts (looked up by their exact source text) and
 * nothing else.
 *
 * Keys are byte-identical copies of the texts in `seed/demo-posts.ts` and `seed/demo-ideas.ts` (same
 * apostrophes, same spaces): keep them in step when a demo text changes. Translations follow the
 * target language's conventions: English uses British spelling and `1.0950`, `$2,400`, `+18%`;
 * French uses a narrow no-break space (U+202F) between thousands and a no-break space (U+00A0)
 * before `:`, `!`, `?` and `%`. Tickers, instrument names, URLs and emoji are left as they are.
 */

/** Human translations of the demo's texts: the source text exactly as written in the seed, and its translation. */
export const DEMO_TRANSLATIONS: ReadonlyMap<string, string> = new Map<string, string>([
  // Demo posts (DEMO_POSTS), in order.
  [
    "$EURUSD teste la résistance à 1,0950. J'attends une clôture H4 au-dessus avant d'acheter, stop sous 1,0890.",
    "$EURUSD is testing resistance at 1.0950. I'm waiting for an H4 close above it before buying, stop below 1.0890.",
  ],
  [
    'Première semaine sur ARYA : merci pour les explications sur la gestion du risque, ça change tout !',
    'First week on ARYA: thanks for all the explanations on risk management, it makes all the difference!',
  ],
  [
    "Le $CAC40 reste dans son canal haussier. Qui renforce ses positions sur les valeurs du luxe aujourd'hui ?",
    "The $CAC40 is still in its bullish channel. Who's adding to their luxury stock positions today?",
  ],
  [
    'Quand le marché monte sans vous, restez calme : votre plan compte plus que la peur de rater le mouvement.',
    'When the market rallies without you, stay calm: your plan matters more than the fear of missing the move.',
  ],
  [
    'Welcome to everyone who joined this week! Introduce yourself in the comments and tell us which markets you trade.',
    'Bienvenue à toutes celles et ceux qui nous ont rejoints cette semaine ! Présentez-vous en commentaire et dites-nous sur quels marchés vous tradez.',
  ],
  [
    'Replay du live de mardi sur la lecture des chandeliers japonais : https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    "Replay of Tuesday's live session on reading Japanese candlesticks: https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  [
    "Or : consolidation sous 2 400 $. Je garde ma ligne longue terme, l'inflation n'a pas dit son dernier mot.",
    "Gold: consolidating below $2,400. I'm holding on to my long-term position, inflation isn't done with us yet.",
  ],
  [
    'Quelle plateforme utilisez-vous pour suivre vos trades ? Je cherche un journal simple.',
    "Which platform do you use to track your trades? I'm looking for a simple journal.",
  ],
  [
    'Bitcoin : le support des 60 000 tient encore. Scénario principal : range jusqu’à la fin du mois.',
    'Bitcoin: the 60,000 support is still holding. Main scenario: range-bound until the end of the month.',
  ],
  [
    'Reminder: never share your broker passwords, even with the team. We will never ask for them.',
    'Rappel : ne communiquez jamais vos mots de passe de courtier, même à l’équipe. Nous ne vous les demanderons jamais.',
  ],
  [
    'Prise de bénéfices partielle sur Nvidia après +18 %. Je laisse courir le reste avec un stop au point mort.',
    'Took partial profits on Nvidia after +18%. Letting the rest run with my stop at breakeven.',
  ],
  [
    "La règle des 2 % : ne risquez jamais plus de 2 % de votre capital sur un seul trade. Simple, mais c'est ce qui vous garde dans la partie.",
    "The 2% rule: never risk more than 2% of your capital on a single trade. Simple, but it's what keeps you in the game.",
  ],
  [
    'Journée difficile, trois stops touchés. Demain est un autre jour, on analyse et on recommence.',
    "Tough day, stopped out three times. Tomorrow's another day: we review it and go again.",
  ],
  [
    'Analyse de la semaine : dollar fort, matières premières sous pression, indices européens résilients.',
    'Weekly analysis: strong dollar, commodities under pressure, European indices holding up well.',
  ],
  [
    'Petit rappel fiscal pour les investisseurs français : pensez à votre PEA avant la fin de l’année.',
    "Quick tax reminder for French investors: don't forget your PEA before the end of the year.",
  ],
  [
    'New in the app: you can now switch between French and English from the menu, your choice is remembered.',
    'Nouveau dans l’application : vous pouvez désormais basculer entre le français et l’anglais depuis le menu, votre choix est mémorisé.',
  ],
  [
    'Setup du jour sur le GBP/JPY : double creux en formation, confirmation attendue au-dessus de 191,20.',
    "Today's setup on GBP/JPY: a double bottom is forming, looking for confirmation above 191.20.",
  ],
  [
    "J'ai enfin compris la différence entre ordre limite et ordre stop grâce au coaching. Merci Sophie !",
    'I finally understand the difference between a limit order and a stop order, thanks to the coaching. Thank you, Sophie!',
  ],
  [
    'Les résultats trimestriels tombent cette semaine : volatilité attendue sur les bancaires.',
    'Quarterly results are out this week: expect volatility in bank stocks.',
  ],
  [
    'Interview : comment je prépare ma semaine de trading en 30 minutes https://youtu.be/jNQXAC9IVRw',
    'Interview: how I prepare my trading week in 30 minutes https://youtu.be/jNQXAC9IVRw',
  ],
  [
    'Our help centre has a new section on licences and MT4 accounts. Have a look from the Help menu.',
    'Notre centre d’aide a une nouvelle rubrique sur les licences et les comptes MT4. Jetez-y un œil depuis le menu Aide.',
  ],
  [
    'Objectif du mois : tenir mon journal de trading tous les jours. Qui relève le défi avec moi ?',
    "This month's goal: fill in my trading journal every day. Who's up for the challenge with me?",
  ],
  [
    'Pétrole : le Brent revient sur sa moyenne mobile 200 jours. Zone clé pour les prochaines séances.',
    'Oil: Brent is back at its 200-day moving average. A key zone for the next few sessions.',
  ],
  [
    'Diversifier ne veut pas dire tout acheter : trois ou quatre classes d’actifs bien choisies suffisent.',
    "Diversifying doesn't mean buying everything: three or four well-chosen asset classes are enough.",
  ],

  // Demo ideas (DEMO_IDEAS): each title, then its description.
  ['DAX : achat sur cassure des 19 450', 'DAX: buying the breakout above 19,450'],
  [
    "Clôture H4 au-dessus de la résistance : j'achète le retour sur l'ancienne résistance. Stop sous le dernier creux.",
    "H4 close above resistance: I'm buying the pullback to the old resistance. Stop below the last low.",
  ],
  ['Or : la saisonnalité de fin d’année', 'Gold: year-end seasonality'],
  [
    "Depuis dix ans, l'or progresse en moyenne entre mi-décembre et fin janvier. Je reste acheteur sur repli.",
    "Over the last ten years, gold has risen on average between mid-December and the end of January. I'm still a buyer on dips.",
  ],
  ['Bitcoin : vente sous les 60 000', 'Bitcoin: selling below 60,000'],
  [
    'Le support a cédé en daily ; je vends le retest avec un stop au-dessus du range.',
    "Support has broken on the daily; I'm selling the retest with a stop above the range.",
  ],

  // Demo news (DEMO_NEWS): the item written in French only, its title, then its contents.
  ['Pétrole : les stocks américains en hausse', 'Oil: US inventories on the rise'],
  [
    'Hausse surprise des stocks : pression vendeuse attendue sur le Brent cette semaine.',
    'An unexpected build in inventories: expect selling pressure on Brent this week.',
  ],
]);

type DemoCommentAuthor = 'member' | 'premium' | 'coach' | 'free';

/** French comments and replies the seed adds under the first demo post (EUR/USD) and under the DAX idea, with their English translations; and one English comment with its French translation. */
export const DEMO_COMMENTS: {
  on: 'eurusd-post' | 'dax-idea';
  author: DemoCommentAuthor;
  text: string;
  translation: string;
  replies?: { author: DemoCommentAuthor; text: string; translation: string }[];
}[] = [
  {
    on: 'eurusd-post',
    author: 'member',
    text: 'Pourquoi un stop sous 1,0890 et pas juste sous la résistance ?',
    translation: 'Why a stop below 1.0890 and not just under the resistance?',
    replies: [
      {
        author: 'coach',
        text: "Sous 1,0890, c'est le dernier creux en H4 : si le prix y revient, le scénario haussier ne tient plus.",
        translation: '1.0890 is the last H4 low: if price gets back below it, the bullish scenario no longer holds.',
      },
      {
        // The English reply: a member who writes in English, translated into French.
        author: 'free',
        text: 'Same question here, thanks for explaining. A stop right under resistance would get hit on every retest.',
        translation: 'Je me posais la même question, merci pour l’explication. Un stop juste sous la résistance sauterait à chaque retest.',
      },
    ],
  },
  {
    on: 'eurusd-post',
    author: 'premium',
    text: "Je suis plus prudent : le dollar reste fort, j'attendrais plutôt un retest de 1,0950 après la cassure.",
    translation: "I'm more cautious: the dollar is still strong, so I'd rather wait for a retest of 1.0950 after the breakout.",
  },
  {
    on: 'eurusd-post',
    author: 'free',
    text: "Merci pour le graphique, c'est beaucoup plus clair avec les niveaux tracés.",
    translation: "Thanks for the chart, it's much clearer with the levels drawn on.",
  },
  {
    on: 'dax-idea',
    author: 'premium',
    text: 'Pris à 19 455, merci Sophie. Stop à 19 300 et premier objectif à 19 700.',
    translation: 'In at 19,455, thanks Sophie. Stop at 19,300 and first target at 19,700.',
  },
  {
    on: 'dax-idea',
    author: 'member',
    text: "Moi, j'attends de voir si la cassure tient avant d'entrer, le volume me paraît faible.",
    translation: "I'm waiting to see if the breakout holds before getting in, the volume looks thin to me.",
  },
];

/** Every demo text and its human translation, comments and replies included (the development translator's phrasebook). */
export function demoPhrasebook(): Map<string, string> {
  const pairs = new Map(DEMO_TRANSLATIONS);
  for (const comment of DEMO_COMMENTS) for (const item of [comment, ...(comment.replies ?? [])]) pairs.set(item.text, item.translation);
  return pairs;
}

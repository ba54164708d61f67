/** Demo posts: text, images (generated charts), a GIF from the built-in set and a video. */
export interface DemoPost {
  author: 'coach' | 'premium' | 'member' | 'staff';
  hoursAgo: number;
  text: string;
  images?: string[];
  gif?: string;
}

export const DEMO_POSTS: DemoPost[] = [
  { author: 'coach', hoursAgo: 1, text: "$EURUSD teste la résistance à 1,0950. J'attends une clôture H4 au-dessus avant d'acheter, stop sous 1,0890.", images: ['EUR/USD H4'] },
  { author: 'member', hoursAgo: 2, text: 'Première semaine sur ARYA : merci pour les explications sur la gestion du risque, ça change tout !' },
  { author: 'premium', hoursAgo: 3, text: "Le $CAC40 reste dans son canal haussier. Qui renforce ses positions sur les valeurs du luxe aujourd'hui ?", images: ['CAC 40 daily', 'LVMH weekly'] },
  { author: 'coach', hoursAgo: 5, text: 'Quand le marché monte sans vous, restez calme : votre plan compte plus que la peur de rater le mouvement.', gif: 'to-the-moon' },
  { author: 'staff', hoursAgo: 7, text: 'Welcome to everyone who joined this week! Introduce yourself in the comments and tell us which markets you trade.' },
  { author: 'coach', hoursAgo: 9, text: 'Replay du live de mardi sur la lecture des chandeliers japonais : https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  { author: 'premium', hoursAgo: 12, text: "Or : consolidation sous 2 400 $. Je garde ma ligne longue terme, l'inflation n'a pas dit son dernier mot.", images: ['Gold weekly'] },
  { author: 'member', hoursAgo: 15, text: 'Quelle plateforme utilisez-vous pour suivre vos trades ? Je cherche un journal simple.' },
  { author: 'coach', hoursAgo: 20, text: 'Bitcoin : le support des 60 000 tient encore. Scénario principal : range jusqu’à la fin du mois.', images: ['BTC/USD H4', 'BTC dominance', 'Funding rates'] },
  { author: 'staff', hoursAgo: 26, text: 'Reminder: never share your broker passwords, even with the team. We will never ask for them.' },
  { author: 'premium', hoursAgo: 30, text: 'Prise de bénéfices partielle sur Nvidia après +18 %. Je laisse courir le reste avec un stop au point mort.', gif: 'celebration' },
  { author: 'coach', hoursAgo: 36, text: "La règle des 2 % : ne risquez jamais plus de 2 % de votre capital sur un seul trade. Simple, mais c'est ce qui vous garde dans la partie." },
  { author: 'member', hoursAgo: 44, text: 'Journée difficile, trois stops touchés. Demain est un autre jour, on analyse et on recommence.', gif: 'coffee' },
  { author: 'coach', hoursAgo: 50, text: 'Analyse de la semaine : dollar fort, matières premières sous pression, indices européens résilients.', images: ['DXY daily', 'Brent daily', 'Euro Stoxx 50', 'DAX H4', 'Copper daily', 'US 10Y'] },
  { author: 'premium', hoursAgo: 60, text: 'Petit rappel fiscal pour les investisseurs français : pensez à votre PEA avant la fin de l’année.' },
  { author: 'staff', hoursAgo: 72, text: 'New in the app: you can now switch between French and English from the menu, your choice is remembered.' },
  { author: 'coach', hoursAgo: 80, text: 'Setup du jour sur le GBP/JPY : double creux en formation, confirmation attendue au-dessus de 191,20.', images: ['GBP/JPY H1', 'GBP/JPY daily'] },
  { author: 'member', hoursAgo: 90, text: "J'ai enfin compris la différence entre ordre limite et ordre stop grâce au coaching. Merci Sophie !" },
  { author: 'premium', hoursAgo: 100, text: 'Les résultats trimestriels tombent cette semaine : volatilité attendue sur les bancaires.', gif: 'candlesticks' },
  { author: 'coach', hoursAgo: 120, text: 'Interview : comment je prépare ma semaine de trading en 30 minutes https://youtu.be/jNQXAC9IVRw' },
  { author: 'staff', hoursAgo: 140, text: 'Our help centre has a new section on licences and MT4 accounts. Have a look from the Help menu.' },
  { author: 'member', hoursAgo: 160, text: 'Objectif du mois : tenir mon journal de trading tous les jours. Qui relève le défi avec moi ?' },
  { author: 'coach', hoursAgo: 180, text: 'Pétrole : le Brent revient sur sa moyenne mobile 200 jours. Zone clé pour les prochaines séances.', images: ['Brent daily MA200'] },
  { author: 'premium', hoursAgo: 200, text: 'Diversifier ne veut pas dire tout acheter : trois ou quatre classes d’actifs bien choisies suffisent.' },
];

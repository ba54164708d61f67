import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

/** Short texts as members write them: French with English jargon, tickers, prices and emoji. */
const FRENCH = [
  "Je reste acheteur sur l'EUR/USD tant que 1,0820 tient 🚀",
  'Belle cassure sur $AAPL, objectif 195',
  "Merci pour l'analyse !",
  "Merci pour l'analyse, très clair",
  'Stop loss placé sous le dernier plus bas',
  'Le marché attend la BCE jeudi, prudence',
  "J'ai pris mes bénéfices à 2 400,50",
  'Trop risqué pour moi, je passe mon tour',
  'Le RSI est en zone de surachat, attention au pullback',
  'Breakout confirmé sur le daily, je vise la résistance',
  "Quelqu'un a un avis sur le CAC 40 cette semaine ?",
  'Bien vu, le support a tenu',
  'Entrée short sur le DAX, stop au-dessus de 18 500',
  "Le trend reste haussier tant qu'on est au-dessus de la MM200",
  "Je suis d'accord avec toi",
  'Gros volume sur le bitcoin ce matin',
  "C'est exactement ce que j'attendais",
  'Attention au NFP vendredi, ça va bouger',
  'Petit scalp sur le Nasdaq, +18 % sur le mois',
  'Le gold est en range depuis trois semaines',
  'Je renforce ma position sur TotalEnergies',
  'Pas convaincu par ce setup, le volume est faible',
  'Tu mets ton stop où ?',
  'On attend la clôture hebdo avant de se positionner',
  'Le pétrole rebondit sur son support',
  'Les indices US ouvrent en baisse',
  'Je sors de ma position, objectif atteint',
  'Franchement le take profit était bien placé',
  "La tendance de fond reste baissière sur l'euro",
  'Super idée, je la suis',
  'Le spread est énorme ce soir',
  'Merci beaucoup',
  '@julien_trader tu as vu le gap ce matin ? 😅',
  'Objectif 1,1000 puis 1,1050 sur EUR/USD, stop 1,0780 👀',
  'Voir mon analyse complète : https://arya.app/p/123',
  'Achat $BTC à 60 000, on verra bien',
  'Je shorte le GBP/JPY, risque 0,5 % du capital',
];

const ENGLISH = [
  'Still long EUR/USD as long as 1.0820 holds',
  'Nice breakout on $AAPL, target 195',
  'Thanks for the analysis!',
  'Stop loss placed below the last swing low',
  'The market is waiting for the Fed on Wednesday',
  'Took profits at 2,400.50',
  "Too risky for me, I'll pass",
  'RSI is overbought, watch out for a pullback',
  'Anyone have a view on the S&P this week?',
  'Good call, the support held',
  'Short the DAX with a stop above 18,500',
  'I agree with you',
  'Huge volume on bitcoin this morning',
  "That's exactly what I was waiting for",
  'Watch out for NFP on Friday',
  'Gold has been ranging for three weeks',
  'Not convinced by this setup, volume is weak',
  'Great trade, congrats!',
  'Where do you put your stop?',
  'Waiting for the weekly close before entering',
  'Oil is bouncing off support',
  'Thanks a lot',
  '@mike did you see the gap this morning? 😅',
];

const OTHERS: [string, string][] = [
  ['Ich bleibe long im DAX, das Ziel liegt bei 19.000', 'de'],
  ['Danke für die Analyse, sehr hilfreich', 'de'],
  ['Gracias por el análisis, muy claro', 'es'],
  ['El mercado está esperando a la Fed', 'es'],
  ['Grazie per l\'analisi, molto chiara', 'it'],
  ['Il mercato aspetta la BCE giovedì', 'it'],
  ['Obrigado pela análise, muito clara', 'pt'],
  ['Спасибо за анализ, очень понятно', 'ru'],
  // Short lines holding a word French or English share with them.
  ['Está bien, gracias', 'es'],
  ['Vou à praia amanhã', 'pt'],
  ['Grazie mille, tutto chiaro', 'it'],
  ['Ist das dein Ziel?', 'de'],
  ['Sehr gut, danke schön', 'de'],
  ['Dank je wel, top analyse', 'nl'],
  ['Gracias por el análisis, muy claro', 'es'],
  ['Dzisiaj rynek jest bardzo zmienny', 'pl'],
  ['Bugün piyasa çok hareketli', 'tr'],
  // A Chinese or Japanese character says as much as a short word.
  ['今天市场波动很大', 'zh'],
  ['今日の市場はとても不安定です', 'ja'],
];

/** Nothing to translate: tickers, prices, links, emoji, or too few words to tell. */
const NOTHING = [
  '$AAPL $TSLA $NVDA 🚀🚀🚀',
  'EUR/USD 1,0950 → 1,1000',
  '👍',
  '🔥🔥🔥 +18 %',
  'https://www.tradingview.com/x/AbCdEf12/',
  '@julien_trader @mike',
  'Trop bien',
  'GG',
  '',
];

describe('detectLanguage', () => {
  it.each(FRENCH)('tells French: %s', (text) => {
    expect(detectLanguage(text)).toBe('fr');
  });

  it.each(ENGLISH)('tells English: %s', (text) => {
    expect(detectLanguage(text)).toBe('en');
  });

  it.each(OTHERS)('tells other languages: %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it.each(NOTHING)('answers null when there are too few words: %s', (text) => {
    expect(detectLanguage(text)).toBeNull();
  });

  it('tells a whole post, its lines and its trading jargon', () => {
    const french = "Analyse du jour sur l'EUR/USD 📊\nLe prix a rejeté la zone des 1,0950 hier soir.\nJe reste vendeur sous 1,0980 avec un objectif à 1,0850.\nBon trading à tous !";
    const english = 'Daily analysis on EUR/USD 📊\nPrice rejected the 1.0950 zone last night.\nI stay short below 1.0980 with a target at 1.0850.\nGood trading everyone!';
    expect(detectLanguage(french)).toBe('fr');
    expect(detectLanguage(english)).toBe('en');
    expect(detectLanguage('Setup long sur le gold, entry 2310, SL 2295, TP1 2330, TP2 2350')).toBe('fr');
    expect(detectLanguage('Der Markt hat gestern stark reagiert, ich warte auf eine Korrektur bevor ich einsteige.')).toBe('de');
  });

  it('reads the words of a comment, not its markup', () => {
    expect(detectLanguage('<p>Merci pour l&#39;analyse, <strong>très</strong> clair</p>', { html: true })).toBe('fr');
    expect(detectLanguage('<p>Thanks, <a href="https://arya.app/p/1">great call</a> on gold</p>', { html: true })).toBe('en');
    // The address and the tags alone are no words.
    expect(detectLanguage('<a href="https://arya.app/analyse-complete-du-marche">🚀</a>', { html: true })).toBeNull();
  });
});

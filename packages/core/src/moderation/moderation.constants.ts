/**
 * The community rules (issue 25): what the terms of use forbid, and so what a report can cite and
 * a moderation decision can give as its reason. Their texts are the web's (`legal:terms.rules.<id>`).
 * `scam` covers fraud and fake "signals" sold as sure gains, `market_manipulation` pump-and-dump and
 * coordinated price moves, `undisclosed_promotion` paid or affiliate promotion without saying so.
 */
export const COMMUNITY_RULES = ['spam', 'scam', 'market_manipulation', 'undisclosed_promotion', 'harassment', 'hate', 'illegal', 'impersonation', 'other'] as const;
export type CommunityRule = (typeof COMMUNITY_RULES)[number];

/** A decision can be contested for six months (DSA art. 20). */
export const APPEAL_WINDOW_MONTHS = 6;

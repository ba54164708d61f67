/**
 * The groups of the API's operations, each with what a client developer finds there; an endpoint
 * may only name these, so OpenAPI declares every tag it uses.
 */
export const API_TAGS = {
  'account security': "The member's password and signed-in sessions (devices).",
  coins: "The member's coins balance and ledger.",
  comments: 'Comments on posts and their replies (one level).',
  courses: 'The course platform, opened with a signed short-lived token.',
  gifs: 'GIF search, through the server so the provider key stays secret.',
  ideas: 'Trading ideas, analyses and plans, listed with the internal news on the ideas page.',
  'internal-news': 'Internal news written by staff for a plan and language, and the member’s favourites and unread count.',
  licences: "The member's software licences, the licence server contract and the software downloads.",
  me: "The signed-in member's own state, profile and settings.",
  moderation: 'Reports of posts, comments and members, and the staff moderation queue.',
  notifications: "The member's notifications and their unread count.",
  onboarding: "A new member's questions and coins wheel.",
  payments: 'Premium checkout, subscriptions and invoices.',
  phone: 'Verifying a mobile phone number with a code sent by SMS.',
  posts: 'The feed: posts, shares and a member’s posts.',
  privacy: "The member's data: export, account deletion, consents.",
  reactions: 'Likes of posts, comments and replies.',
  referral: "The member's referral code and the members they referred.",
  shop: 'The shop contract (spec 1 §7), called with the member’s bearer token.',
  staff: "Staff tools: a member's account, grants and revocations, and what staff did.",
  system: 'Health, public settings and the development outbox.',
  uploads: 'Uploading images, recordings and documents.',
  users: 'Members: profiles, search and follows.',
} as const satisfies Record<string, string>;

export type ApiTag = keyof typeof API_TAGS;

import type { Language } from '@arya/core';

export interface DemoAccount {
  key: 'coach' | 'premium' | 'member' | 'staff' | 'free' | 'moderator';
  label: string;
  name: string;
  email: string;
  password: string;
  language: Language;
  /** gold: an active GOLD subscription; trial: the 30-day news trial; free: the trial is over. */
  plan: 'trial' | 'gold' | 'free';
  verified?: string;
  role?: string;
  job?: string;
  description?: string;
  /** The profile address (`/u/{alias}`). */
  alias?: string;
  /** Verified at seeding, so demo members are not asked for a phone (the social pages ask until then). */
  phone: string;
  /** The demo members this one follows. */
  follows?: DemoAccount['key'][];
}

/** Development-only members; never seeded in production. Kept in sync with the README. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'coach',
    phone: '+33612340001',
    label: 'Trading coach',
    name: 'Sophie Martin',
    email: 'coach@demo.arya.app',
    password: 'Coach-demo-2026',
    language: 'fr',
    plan: 'gold',
    verified: 'signal_publisher',
    job: 'Coach en trading forex',
    description: 'Dix ans de marchés des changes, des idées claires avec un stop toujours placé.',
    alias: 'sophie-martin-trading',
  },
  {
    key: 'premium',
    phone: '+33612340002',
    label: 'Premium member',
    name: 'Marc Dubois',
    email: 'premium@demo.arya.app',
    password: 'Premium-demo-2026',
    language: 'fr',
    plan: 'gold',
    job: 'Investisseur particulier',
    follows: ['coach'],
  },
  {
    key: 'member',
    phone: '+33612340003',
    label: 'Free member',
    name: 'Julie Bernard',
    email: 'member@demo.arya.app',
    password: 'Member-demo-2026',
    language: 'fr',
    plan: 'trial',
  },
  {
    key: 'staff',
    phone: '+33612340004',
    label: 'Staff member',
    name: 'Emma Laurent',
    email: 'staff@demo.arya.app',
    password: 'Staff-demo-2026',
    language: 'en',
    plan: 'gold',
    role: 'staff',
    job: 'Community team',
    follows: ['coach', 'premium'],
  },
  {
    key: 'free',
    phone: '+33612340005',
    label: 'Member without trial',
    name: 'Thomas Petit',
    email: 'free@demo.arya.app',
    password: 'Free-demo-2026',
    language: 'fr',
    plan: 'free',
    follows: ['coach'],
  },
  {
    // A second staff member: an appeal is decided by someone other than who took the decision.
    key: 'moderator',
    phone: '+33612340006',
    label: 'Second staff member (decides appeals)',
    name: 'Léa Moreau',
    email: 'moderator@demo.arya.app',
    password: 'Moderator-demo-2026',
    language: 'fr',
    plan: 'free',
    role: 'staff',
    job: 'Modération',
  },
];

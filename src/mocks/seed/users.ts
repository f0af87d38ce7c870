/**
 * Seed accounts: three admins who write, readers who like, comment and follow, the Google account that
 * 'Continue with Google' signs in as in mock mode, and one account still waiting for its email code.
 */
import type { SocialLinks } from '../../api/types';

/** The demo sign-ins shown in the docs and used by the tests. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin1234', username: 'amelia_hart' },
  reader: { email: 'reader@example.com', password: 'Reader1234', username: 'riley_chen' },
  pending: { email: 'pending@example.com', password: 'Pending1234', username: 'noah_fischer' },
  google: { email: 'google.user@example.com', username: 'gabriel_moreau' },
  editor: { email: 'marcus@example.com', password: 'Editor1234', username: 'marcus_okafor' },
} as const;

/** The code in the pending account's seeded verification email. */
export const PENDING_SEED_CODE = '482913';

export interface SeedUser {
  key: string;
  fullname: string;
  email: string;
  password: string;
  username: string;
  bio: string;
  isAdmin: boolean;
  verified: boolean;
  google_auth: boolean;
  social: Partial<SocialLinks>;
  joinedDaysAgo: number;
}

const reader = { isAdmin: false, verified: true, google_auth: false, password: 'Demo1234' };

export const SEED_USERS: SeedUser[] = [
  {
    key: 'amelia',
    fullname: 'Amelia Hart',
    ...DEMO_ACCOUNTS.admin,
    bio: 'Editor-in-chief. I write about community events, conferences and the tools that make them work.',
    isAdmin: true,
    verified: true,
    google_auth: false,
    social: {
      twitter: 'https://x.com/ameliahart',
      linkedin: 'https://www.linkedin.com/in/ameliahart',
      website: 'https://ameliahart.example.com',
    },
    joinedDaysAgo: 420,
  },
  {
    key: 'marcus',
    fullname: 'Marcus Okafor',
    ...DEMO_ACCOUNTS.editor,
    bio: 'Software engineer turned money nerd. Budgets, index funds and the occasional cloud bill.',
    isAdmin: true,
    verified: true,
    google_auth: false,
    social: {
      github: 'https://github.com/marcusokafor',
      youtube: 'https://www.youtube.com/@marcusokafor',
    },
    joinedDaysAgo: 390,
  },
  {
    key: 'priya',
    fullname: 'Priya Raman',
    email: 'priya@example.com',
    password: 'Editor1234',
    username: 'priya_raman',
    bio: 'Slow traveller, train enthusiast and home baker. Writing from wherever the rail pass runs out.',
    isAdmin: true,
    verified: true,
    google_auth: false,
    social: {
      instagram: 'https://www.instagram.com/priya.travels',
      website: 'https://priyaraman.example.org',
    },
    joinedDaysAgo: 360,
  },
  {
    key: 'riley',
    fullname: 'Riley Chen',
    ...reader,
    ...DEMO_ACCOUNTS.reader,
    bio: 'Front-end developer and weekend hiker. Here for the tech posts, staying for the travel ones.',
    social: { github: 'https://github.com/rileychen', twitter: 'https://twitter.com/rileychen' },
    joinedDaysAgo: 300,
  },
  {
    key: 'sofia',
    fullname: 'Sofia Marquez',
    ...reader,
    email: 'sofia@example.com',
    username: 'sofia_marquez',
    bio: 'Event producer in Madrid. Coffee first, run sheets second.',
    social: {
      instagram: 'https://www.instagram.com/sofiamarquez',
      facebook: 'https://www.facebook.com/sofia.marquez',
    },
    joinedDaysAgo: 280,
  },
  {
    key: 'jonas',
    fullname: 'Jonas Becker',
    ...reader,
    email: 'jonas@example.com',
    username: 'jonas_becker',
    bio: 'Backend engineer in Berlin. Fond of Postgres, boring architecture and long train rides.',
    social: {
      github: 'https://github.com/jonasbecker',
      linkedin: 'https://www.linkedin.com/in/jonasbecker',
    },
    joinedDaysAgo: 250,
  },
  {
    key: 'hana',
    fullname: 'Hana Sato',
    ...reader,
    email: 'hana@example.com',
    username: 'hana_sato',
    bio: 'Freelance illustrator in Osaka learning to budget like a grown-up.',
    social: {
      instagram: 'https://www.instagram.com/hana.draws',
      website: 'https://hanasato.example.net',
    },
    joinedDaysAgo: 210,
  },
  {
    key: 'liam',
    fullname: "Liam O'Connor",
    ...reader,
    email: 'liam@example.com',
    username: 'liam_oconnor',
    bio: 'Product manager, marathon volunteer, reluctant spreadsheet owner.',
    social: {
      twitter: 'https://x.com/liamoc',
      linkedin: 'https://www.linkedin.com/in/liamoconnor',
    },
    joinedDaysAgo: 180,
  },
  {
    key: 'zara',
    fullname: 'Zara Ahmed',
    ...reader,
    email: 'zara@example.com',
    username: 'zara_ahmed',
    bio: '',
    social: {},
    joinedDaysAgo: 90,
  },
  {
    key: 'gabriel',
    fullname: 'Gabriel Moreau',
    ...reader,
    email: DEMO_ACCOUNTS.google.email,
    username: DEMO_ACCOUNTS.google.username,
    password: '',
    google_auth: true,
    bio: 'Signed in with Google. Reads everything about rail travel.',
    social: { youtube: 'https://www.youtube.com/@gabrielmoreau' },
    joinedDaysAgo: 120,
  },
  {
    key: 'noah',
    fullname: 'Noah Fischer',
    ...reader,
    ...DEMO_ACCOUNTS.pending,
    verified: false,
    bio: '',
    social: {},
    joinedDaysAgo: 2,
  },
];

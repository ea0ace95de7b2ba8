import type { MockDb } from '../db';
import { DEMO_ADMIN, DEMO_USER } from '../demo-accounts';
import { daysAgo } from '../lib/clock';
import { COUNTRY_ID } from '../orders/fixtures';
import { fixtureSalt, fixtureToken, hashPassword } from './passwords';

/** A registered shopper. */
export interface UserRecord {
  id: number;
  name: string;
  lastname: string;
  email: string;
  /** `scrypt$N$salt$hash` (see passwords.ts). */
  password_hash: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  /** An OrderCountry id. */
  country_id: number | null;
  verified: boolean;
  banned: boolean;
  /** Subscribed to the newsletter when registering. */
  newsletter: boolean;
  /** The token of the confirmation e-mail; null once verified. */
  verify_token: string | null;
  created_at: string;
}

/** An administrator of the shop. */
export interface AdministratorRecord {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  last_login_at: string | null;
  created_at: string;
}

/** A single-use password reset link of an administrator or a shopper. */
export interface PasswordResetRecord {
  token: string;
  kind: 'admin' | 'user';
  account_id: number;
  /** Milliseconds since 1970; null for the fixture links, which last until used. */
  expires_at: number | null;
  used: boolean;
}

export interface UserTables {
  users: UserRecord[];
  administrators: AdministratorRecord[];
  passwordResets: PasswordResetRecord[];
}

/** Password of the second administrator, for the README and tests. */
export const EDITOR_ADMIN = { email: 'nenad.kostic@izlog.rs', password: 'izlog-urednik', name: 'Nenad Kostić' } as const;

/**
 * Links the mock "sent" before it started, so that demos and contract examples can confirm an
 * e-mail or reset a password without a mailbox: index 0 for a Serbian run, 1 for an English one.
 * Each works once. Live links are logged with console.info instead.
 */
export const FIXTURE_TOKENS = {
  /** Confirm the e-mail of Andrijana Petković (0) and Luka Jovanović (1). */
  userVerify: [fixtureToken('verify:andrijana.petkovic'), fixtureToken('verify:luka.jovanovic')],
  /** Reset the password of Ana Jovanović (0) and Nikola Đorđević (1). */
  userReset: [fixtureToken('reset:ana.jovanovic'), fixtureToken('reset:nikola.djordjevic')],
  /** Reset the password of the second administrator, Nenad Kostić. */
  adminReset: [fixtureToken('reset:nenad.kostic:0'), fixtureToken('reset:nenad.kostic:1')],
} as const;

type Shopper = [
  name: string,
  lastname: string,
  email: string,
  phone: string | null,
  address: string | null,
  city: string | null,
  zip: string | null,
  daysOld: number,
  flags?: { banned?: boolean; unverified?: boolean; country?: number; newsletter?: boolean },
];

const RS = COUNTRY_ID.RS;

/** The shoppers; the first is the demo user (mock-server/demo-accounts.ts). */
const SHOPPERS: Shopper[] = [
  ['Marko', 'Petrović', DEMO_USER.email, '+381 64 123 4567', 'Bulevar kralja Aleksandra 73', 'Beograd', '11000', 420, { newsletter: true }],
  ['Ana', 'Jovanović', 'ana.jovanovic@gmail.com', '+381 63 882 1045', 'Zmaj Jovina 12', 'Novi Sad', '21000', 388],
  ['Nikola', 'Đorđević', 'nikola.djordjevic@yahoo.com', '+381 65 310 7788', 'Obrenovićeva 5', 'Niš', '18000', 351, { newsletter: true }],
  ['Milica', 'Stojanović', 'milica.stojanovic@outlook.com', '+381 60 455 2391', 'Kralja Petra I 14', 'Kragujevac', '34000', 330],
  ['Dušan', 'Ilić', 'dusan.ilic@gmail.com', '+381 64 907 3312', 'Karađorđeva 20', 'Subotica', '24000', 301],
  ['Jelena', 'Nikolić', 'jelena.nikolic@mts.rs', '+381 62 771 0923', 'Gradski trg 3', 'Čačak', '32000', 288, { newsletter: true }],
  ['Stefan', 'Marković', 'stefan.markovic@gmail.com', '+381 66 240 1187', 'Omladinska 8', 'Kraljevo', '36000', 264],
  ['Teodora', 'Pavlović', 'teodora.pavlovic@eunet.rs', '+381 63 519 6640', 'Kneza Miloša 33', 'Valjevo', '14000', 240],
  ['Lazar', 'Simić', 'lazar.simic@gmail.com', '+381 64 338 9021', 'Masarikova 17', 'Šabac', '15000', 221],
  ['Katarina', 'Živković', 'katarina.zivkovic@sbb.rs', '+381 65 802 4416', 'Kralja Aleksandra 9', 'Zrenjanin', '23000', 199, { newsletter: true }],
  ['Nemanja', 'Todorović', 'nemanja.todorovic@gmail.com', '+381 61 127 5530', 'Vojvode Radomira Putnika 21', 'Pančevo', '26000', 187],
  ['Jovana', 'Kovačević', 'jovana.kovacevic@yahoo.com', '+381 64 650 2209', 'Karađorđeva 45', 'Smederevo', '11300', 170],
  ['Aleksandar', 'Popović', 'aleksandar.popovic@gmail.com', '+381 63 404 7718', 'Bulevar oslobođenja 101', 'Novi Sad', '21000', 152],
  ['Marija', 'Đukić', 'marija.djukic@gmail.com', '+381 60 931 4402', 'Južni bulevar 88', 'Beograd', '11000', 141, { newsletter: true }],
  ['Filip', 'Stanković', 'filip.stankovic@outlook.com', '+381 65 226 8893', 'Bulevar Nemanjića 61', 'Niš', '18000', 128],
  ['Sara', 'Lukić', 'sara.lukic@gmail.com', '+381 64 713 5051', 'Nikole Pašića 4', 'Užice', '31000', 117],
  ['Vuk', 'Milošević', 'vuk.milosevic@gmail.com', '+381 66 580 3127', 'Venac Radomira Putnika 2', 'Sombor', '25000', 96],
  ['Ivana', 'Radović', 'ivana.radovic@mts.rs', '+381 62 345 9980', 'Partizanska 15', 'Vranje', '17500', 84],
  ['Miloš', 'Obradović', 'milos.obradovic@gmail.com', '+382 67 214 556', 'Bulevar Svetog Petra Cetinjskog 40', 'Podgorica', '81000', 73, { country: COUNTRY_ID.ME }],
  ['Tamara', 'Vasić', 'tamara.vasic@yahoo.com', '+381 64 229 0714', 'Ustanička 189', 'Beograd', '11000', 61],
  ['Đorđe', 'Mitrović', 'djordje.mitrovic@gmail.com', '+381 63 118 4470', 'Cara Dušana 27', 'Zemun', '11080', 48],
  ['Nevena', 'Savić', 'nevena.savic@gmail.com', '+381 65 672 3318', 'Železnička 11', 'Leskovac', '16000', 35, { newsletter: true }],
  ['Bojan', 'Ristić', 'bojan.ristic@eunet.rs', '+381 64 501 2236', 'Kosovska 19', 'Beograd', '11000', 204, { banned: true }],
  ['Goran', 'Čolić', 'goran.colic@gmail.com', '+381 60 884 1902', 'Svetosavska 6', 'Jagodina', '35000', 133, { banned: true }],
  ['Andrijana', 'Petković', 'andrijana.petkovic@gmail.com', '+381 66 310 4457', 'Njegoševa 31', 'Kruševac', '37000', 9, { unverified: true }],
  ['Luka', 'Jovanović', 'luka.jovanovic@gmail.com', null, null, null, null, 4, { unverified: true }],
  ['Mina', 'Lazić', 'mina.lazic@gmail.com', null, null, null, null, 1.5, { unverified: true }],
];

/** Fixture passwords: the demo user's is known, the others are private to their owners. */
function fixturePassword(email: string, id: number): string {
  return email === DEMO_USER.email ? DEMO_USER.password : `kupac-${id}-${email.split('@')[0]}`;
}

/** The two administrators, about thirty shoppers (a few banned, a few not yet verified), and the fixture links. */
export function seedUsers(db: MockDb): void {
  db.administrators = [
    {
      id: 1,
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      password_hash: hashPassword(DEMO_ADMIN.password, fixtureSalt(DEMO_ADMIN.email)),
      last_login_at: daysAgo(0.9),
      created_at: daysAgo(540),
    },
    {
      id: 2,
      name: EDITOR_ADMIN.name,
      email: EDITOR_ADMIN.email,
      password_hash: hashPassword(EDITOR_ADMIN.password, fixtureSalt(EDITOR_ADMIN.email)),
      last_login_at: daysAgo(3.4),
      created_at: daysAgo(212),
    },
  ];

  db.users = SHOPPERS.map(([name, lastname, email, phone, address, city, zip, daysOld, flags = {}], index) => {
    const id = index + 1;
    return {
      id,
      name,
      lastname,
      email,
      password_hash: hashPassword(fixturePassword(email, id), fixtureSalt(email)),
      phone,
      address,
      city,
      zip,
      country_id: address ? (flags.country ?? RS) : null,
      verified: !flags.unverified,
      banned: flags.banned ?? false,
      newsletter: flags.newsletter ?? false,
      verify_token: null,
      created_at: daysAgo(daysOld),
    };
  });

  const byEmail = (email: string): UserRecord => {
    const user = db.users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`users fixture: no shopper ${email}`);
    return user;
  };
  byEmail('andrijana.petkovic@gmail.com').verify_token = FIXTURE_TOKENS.userVerify[0];
  byEmail('luka.jovanovic@gmail.com').verify_token = FIXTURE_TOKENS.userVerify[1];
  byEmail('mina.lazic@gmail.com').verify_token = fixtureToken('verify:mina.lazic');

  db.passwordResets = [
    ...FIXTURE_TOKENS.userReset.map((token, index) => ({
      token,
      kind: 'user' as const,
      account_id: byEmail(index === 0 ? 'ana.jovanovic@gmail.com' : 'nikola.djordjevic@yahoo.com').id,
      expires_at: null,
      used: false,
    })),
    ...FIXTURE_TOKENS.adminReset.map((token) => ({ token, kind: 'admin' as const, account_id: 2, expires_at: null, used: false })),
  ];
}

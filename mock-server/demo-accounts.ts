/** The mock server's sign-in accounts; the README lists them for frontend developers. */
export const DEMO_ADMIN = { email: 'admin@izlog.rs', password: 'izlog-admin', name: 'Jelena Đorđević' } as const;

export const DEMO_USER = { email: 'marko.petrovic@izlog.rs', password: 'izlog-kupac' } as const;

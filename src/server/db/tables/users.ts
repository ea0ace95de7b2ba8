// STUB: replaced by the users domain's engineer: the Kysely table types of its migration, and its row types.

export interface UserTables {}

export type UserRow = { id: number };

export type AdministratorRow = { id: number };

// STUB: replaced by the stats domain's engineer: the Kysely table types of its migration, and its row types.

export interface StatsTables {}

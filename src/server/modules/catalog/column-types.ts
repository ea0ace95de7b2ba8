import type { ColumnType } from 'kysely';

/** A per-language text list, indexed by language id (0 Serbian, 1 English). */
export type Texts = ColumnType<string[], string[] | undefined, string[]>;
/** numeric(12,2): read as a number (the drivers' parsers), written as a number. */
export type Money = ColumnType<number, number, number>;
export type NullableMoney = ColumnType<number | null, number | null | undefined, number | null>;

// STUB: replaced by the cms domain's engineer: the Kysely table types of its migration, and its row types.

export interface CmsTables {}

export type PageRow = { id: number };

export type BlockRow = { id: number };

export type BannerRow = { id: number };

export type SettingRow = { id: number };

export type BlogPostRow = { id: number };

export type NewsletterSubscriberRow = { id: number };

export type ContactMessageRow = { id: number };

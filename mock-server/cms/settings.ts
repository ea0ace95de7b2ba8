/** Shop settings: default SEO, contacts, the orders e-mail list, the logo, the exchange rate. */
import type { MockContext, MockResolvers } from '../context';
import { requireText } from '../../src/server/lib/admin-input';
import { byId, found, nextId } from '../lib/ids';
import { pickOrNull, withTranslation, type Translated } from '../../src/server/lib/translate';
import { checkedSettingValue, EXCHANGE_RATE_FIELD } from '../../src/server/modules/cms/setting-values';
import { isAdmin, sent } from './common';
import type { SettingRecord } from './tables';


function valuesOf(ctx: MockContext, setting: SettingRecord): Translated {
  if (setting.field === EXCHANGE_RATE_FIELD) {
    const rate = String(ctx.db.exchangeRateEur);
    return [rate, rate];
  }
  return setting.values;
}

export const settingResolvers: MockResolvers = {
  Query: {
    settings: (_root, _args, ctx) => ctx.db.settings.filter((setting) => isAdmin(ctx) || !setting.hidden),
  },
  Mutation: {
    upsertSetting: (_root, args: { id?: string | null; field: string; value?: string | null; image_id?: string | null }, ctx) => {
      const { db, lang } = ctx;
      const field = requireText(ctx, args.field, 'field');
      // Without an id, a key that exists already is changed rather than doubled.
      const existing =
        args.id != null && args.id !== '' ? found(ctx, db.settings, args.id) : db.settings.find((row) => row.field === field);
      const value = sent(args, 'value') ? checkedSettingValue(ctx, field, args.value?.trim() ?? '') : undefined;
      const image_id = args.image_id == null || args.image_id === '' ? null : found(ctx, db.storageFiles, args.image_id, 'image_id').id;

      if (field === EXCHANGE_RATE_FIELD && value !== undefined) db.exchangeRateEur = Number(value);
      if (existing) {
        existing.field = field;
        if (value !== undefined) {
          existing.values = existing.translated ? withTranslation(existing.values, lang, value) : [value, value];
        }
        if (sent(args, 'image_id')) existing.image_id = image_id;
        return existing;
      }
      const setting: SettingRecord = {
        id: nextId(db.settings),
        field,
        values: [value ?? '', value ?? ''],
        translated: true,
        hidden: false,
        image_id,
      };
      db.settings.push(setting);
      return setting;
    },
  },
  Setting: {
    value: (setting: SettingRecord, _args, ctx) => pickOrNull(valuesOf(ctx, setting), ctx.lang),
    values: (setting: SettingRecord, _args, ctx) => valuesOf(ctx, setting),
    image: (setting: SettingRecord, _args, ctx) => byId(ctx.db.storageFiles, setting.image_id) ?? null,
  },
};

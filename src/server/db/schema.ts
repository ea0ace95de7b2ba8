import type { CatalogTables } from '../modules/catalog/tables';
import type { CatalogImportTables } from '../modules/catalog-import/tables';
import type { CmsTables } from '../modules/cms/tables';
import type { CoreTables } from './tables/core';
import type { OrderTables } from '../modules/orders/tables';
import type { PaymentTables } from '../modules/payments/tables';
import type { CyrillicTables } from '../modules/cyrillic/tables';
import type { StatsTables } from '../modules/stats/tables';
import type { StorageTables } from '../modules/storage/tables';
import type { UserTables } from '../modules/users/tables';

/** Every table of the migrations in src/server/db/migrations, for Kysely. */
export interface Database
  extends CoreTables, StorageTables, CatalogTables, CatalogImportTables, CmsTables, UserTables, OrderTables, PaymentTables, CyrillicTables, StatsTables {}

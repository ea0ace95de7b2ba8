import type { ServerConfig } from './config';
import type { Db } from './db/database';

/**
 * The long-lived parts of a running server that resolvers use beside the database: sending mail,
 * storing files, the live channel. Each domain adds its service here as it lands.
 */
export interface ServerServices {
  config: ServerConfig;
  db: Db;
}

/**
 * The end of card holds as a background job (../../jobs), accepted at start-up and then every
 * minute, so a hold ends within a minute of its time; on PostgreSQL the instances share it.
 */
import type { ServerServices } from '../../services';
import { releaseEndedCardHolds } from './hold-release';

export const CARD_HOLDS_JOB = 'card-holds';
export const CARD_HOLDS_EVERY_SECONDS = 60;

export async function workCardHoldReleases(services: ServerServices): Promise<void> {
  await services.jobs.work(CARD_HOLDS_JOB, async () => {
    await releaseEndedCardHolds(services);
  });
  await services.jobs.repeat(CARD_HOLDS_JOB, CARD_HOLDS_EVERY_SECONDS);
}

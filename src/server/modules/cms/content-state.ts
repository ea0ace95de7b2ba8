export { contentState, isShownNow } from '../../../shared/rules/content-state';

/** Administrators see everything; visitors only what is shown now. */
export const isAdmin = (ctx: { adminId: number | null }): boolean => ctx.adminId != null;

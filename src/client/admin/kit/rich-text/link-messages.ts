/** The text of a link refused by the shared rule (src/shared/rules/link.ts), beside the link's field in every admin form. */
export const LINK_INVALID = 'admin.editor.link.invalid';

/** The language a Lang header names (spec §7): 1 is English, anything else Serbian. */
export const langOfHeader = (value: string | null | undefined): 0 | 1 => (value === '1' ? 1 : 0);

/** The language of a fetch Request's Lang header. */
export const requestLang = (request: Request): 0 | 1 => langOfHeader(request.headers.get('lang'));

import { readingOf, scriptOfHeader, type Reading } from '../../shared/i18n/scripts';

/** The language a Lang header names (spec §7): 1 is English, anything else Serbian. */
export const langOfHeader = (value: string | null | undefined): 0 | 1 => (value === '1' ? 1 : 0);

/** The language of a fetch Request's Lang header. */
export const requestLang = (request: Request): 0 | 1 => langOfHeader(request.headers.get('lang'));

/** What a request's answer is read in: its Lang header, and for Serbian its Script header. */
export const readingOfHeaders = (header: (name: string) => string | null | undefined): Reading =>
  readingOf(langOfHeader(header('lang')), scriptOfHeader(header('script')));

/** What a fetch Request's answer is read in. */
export const requestReading = (request: Request): Reading => readingOfHeaders((name) => request.headers.get(name));

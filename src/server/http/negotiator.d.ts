// negotiator 1.x ships no types, and @types/negotiator describes 0.6 (no `preferred`): the part this server uses.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** Those of `available` the request accepts, best first; `preferred` breaks ties in the server's order. */
    encodings(available: string[], options?: { preferred?: string[] }): string[];
  }
}

/**
 * The bounds of the live channel, in one place (docs/server.md lists them): what one client, one
 * socket and one address may do, how big the visitor registry may grow, and how often an
 * administrator's live screen is sent changes. Nothing one anonymous client sends can make the
 * server do unbounded work for it.
 */
export const LIVE_LIMITS = {
  /** Operations one WebSocket may have running at once (a storefront tab needs 1, the admin's live screen 1). */
  subscriptionsPerSocket: 10,
  /** WebSockets one address may hold open at once (a household or an office behind one address has several tabs). */
  socketsPerAddress: 20,
  /** New WebSockets one address may open per second, on average… */
  socketsPerAddressPerSecond: 10,
  /** …and at once after a quiet spell. */
  socketsBurst: 30,
  /** Visitors the registry lists at most; a channel opened beyond it still carries messages but is not listed. */
  visitors: 5_000,
  /** Page visits one browser (client id) may send per second, on average… */
  clientPerSecond: 5,
  /** …and at once. */
  clientBurst: 10,
  /** Page visits and channel opens one address may send per second, on average (for every client id behind it)… */
  addressPerSecond: 20,
  /** …and at once. */
  addressBurst: 40,
  /** An administrator's live screen is sent the changes at most this often. */
  adminPushIntervalMs: 1_000,
  /**
   * A visitor whose last channel closed leaves this much later, unless a channel opens again: the
   * storefront restarts its socket when the language changes, and a page visit sent meanwhile must
   * find its visitor (and keep its history).
   */
  leaveGraceMs: 500,
  /**
   * A visitor who left comes back as the same visit (its history and first-seen time kept) when a
   * channel of its browser and session opens within this time: a reload, or a language switch on a
   * slow phone link or a busy server, takes longer than leaveGraceMs.
   */
  returnWithinMs: 30_000,
  /** A WebSocket that stops answering pings is dropped within this time (LIVE_SOCKET_TIMEOUT_MS overrides it). */
  socketTimeoutMs: 15_000,
  /** How the server closes a socket over a cap: standard WebSocket close codes. */
  closeCodes: {
    /** 1008 Policy Violation: more operations at once than subscriptionsPerSocket (a client bug or abuse; not retried). */
    tooManySubscriptions: 1008,
    /** 1013 Try Again Later: the address holds socketsPerAddress sockets, or opens them too fast (clients retry). */
    tooManySockets: 1013,
  },
} as const;

/**
 * The test bank's memory of the payments it decided, per gateway and only while the server runs:
 * what it approved, and what of that was voided or refunded since, so the API answers as a bank
 * would. It keeps the latest entries only, so a flood of signed requests cannot fill the memory.
 */

export type Outcome = 'approved' | 'declined' | 'cancelled';

export interface LedgerEntry {
  oid: string;
  outcome: Outcome;
  amountPara: number;
  voided: boolean;
  refundedPara: number;
}

/** What a void or refund came to: done, or refused as a bank refuses (an unknown order is an error, the rest declines). */
export type LedgerChange = { ok: true } | { ok: false; refusal: 'unknown' | 'declined'; reason: string };

export interface Ledger {
  /** Keeps a decision; false, keeping nothing, when the order was approved before (a bank never pays an order twice). */
  record(oid: string, outcome: Outcome, amountPara: number): boolean;
  find(oid: string): Readonly<LedgerEntry> | undefined;
  void(oid: string): LedgerChange;
  refund(oid: string, amountPara: number): LedgerChange;
}

const MAX_ENTRIES = 10_000;

export function createLedger(maxEntries = MAX_ENTRIES): Ledger {
  const entries = new Map<string, LedgerEntry>();
  const declined = (reason: string): LedgerChange => ({ ok: false, refusal: 'declined', reason });

  /** The approved payment of `oid`, or why there is none to change. */
  const approved = (oid: string): LedgerEntry | LedgerChange => {
    const entry = entries.get(oid);
    if (!entry) return { ok: false, refusal: 'unknown', reason: 'No such order' };
    if (entry.outcome !== 'approved') return declined('The payment was not approved');
    if (entry.voided) return declined('The payment was voided');
    return entry;
  };

  return {
    record(oid, outcome, amountPara) {
      if (entries.get(oid)?.outcome === 'approved') return false;
      // Map keeps insertion order: deleting first puts the order at the newest end.
      entries.delete(oid);
      entries.set(oid, { oid, outcome, amountPara, voided: false, refundedPara: 0 });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return true;
    },
    find: (oid) => entries.get(oid),
    void(oid) {
      const entry = approved(oid);
      if (!('oid' in entry)) return entry;
      if (entry.refundedPara > 0) return declined('The payment was refunded in part and can no longer be voided');
      entry.voided = true;
      return { ok: true };
    },
    refund(oid, amountPara) {
      const entry = approved(oid);
      if (!('oid' in entry)) return entry;
      if (amountPara > entry.amountPara - entry.refundedPara) return declined('The amount exceeds what is left to refund');
      entry.refundedPara += amountPara;
      return { ok: true };
    },
  };
}

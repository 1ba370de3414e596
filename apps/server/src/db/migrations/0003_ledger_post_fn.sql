-- Posts one ledger transfer in a single call (see platform/ledger/transfer.ts and docs/decisions/002).
-- Accounts are named by (kind, ref_id) in parallel arrays with their net deltas; legs point into those
-- arrays (1-based). Rows are locked in account-id order (no deadlocks). Returns NULL, writing nothing,
-- when an account does not exist yet: the caller creates it and calls again. The CHECK constraint on
-- ledger_accounts refuses overdrafts, failing the whole call.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kinds text[], p_refs bigint[], p_deltas bigint[],
  p_from int[], p_to int[], p_amounts bigint[],
  p_type text, p_ref_type text, p_ref_id text, p_memo text, p_at timestamptz
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
  tid bigint;
  ts timestamptz := coalesce(p_at, now());
BEGIN
  SELECT array_agg(s.id ORDER BY s.ord) INTO ids FROM (
    SELECT a.id, v.ord
    FROM unnest(p_kinds, p_refs) WITH ORDINALITY AS v(kind, ref_id, ord)
    JOIN ledger_accounts a ON a.kind = v.kind AND a.ref_id = v.ref_id
    ORDER BY a.id
    FOR UPDATE OF a
  ) s;
  IF ids IS NULL OR array_length(ids, 1) <> array_length(p_kinds, 1) THEN
    RETURN NULL;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + d.delta
  FROM unnest(ids, p_deltas) AS d(id, delta)
  WHERE a.id = d.id;
  INSERT INTO ledger_transfers (type, ref_type, ref_id, memo, created_at)
  VALUES (p_type, p_ref_type, p_ref_id, p_memo, ts)
  RETURNING id INTO tid;
  INSERT INTO ledger_entries (transfer_id, account_id, counter_account_id, amount, created_at)
  SELECT tid, ids[l.f], ids[l.t], -l.amount, ts FROM unnest(p_from, p_to, p_amounts) AS l(f, t, amount)
  UNION ALL
  SELECT tid, ids[l.t], ids[l.f], l.amount, ts FROM unnest(p_from, p_to, p_amounts) AS l(f, t, amount);
  RETURN tid;
END
$$;

-- ledger_post v2: row-by-row updates in the caller's (kind, ref_id) order instead of a locking join.
-- The caller (platform/ledger/transfer.ts) passes the accounts sorted by (kind, ref_id): one global lock
-- order, so concurrent transfers never deadlock. Each UPDATE takes its row lock and the CHECK constraint
-- on ledger_accounts refuses an overdraft, failing the whole call. Missing accounts are created in place.
-- Legs point into the account arrays (1-based). Returns the transfer id.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kinds text[], p_refs bigint[], p_deltas bigint[],
  p_from int[], p_to int[], p_amounts bigint[],
  p_type text, p_ref_type text, p_ref_id text, p_memo text, p_at timestamptz
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[] := '{}';
  acc bigint;
  tid bigint;
  ts timestamptz := coalesce(p_at, now());
BEGIN
  FOR i IN 1 .. array_length(p_kinds, 1) LOOP
    UPDATE ledger_accounts SET balance = balance + p_deltas[i]
    WHERE kind = p_kinds[i] AND ref_id = p_refs[i]
    RETURNING id INTO acc;
    IF acc IS NULL THEN
      INSERT INTO ledger_accounts (kind, ref_id) VALUES (p_kinds[i], p_refs[i]) ON CONFLICT DO NOTHING;
      UPDATE ledger_accounts SET balance = balance + p_deltas[i]
      WHERE kind = p_kinds[i] AND ref_id = p_refs[i]
      RETURNING id INTO acc;
    END IF;
    ids[i] := acc;
  END LOOP;
  INSERT INTO ledger_transfers (type, ref_type, ref_id, memo, created_at)
  VALUES (p_type, p_ref_type, p_ref_id, p_memo, ts)
  RETURNING id INTO tid;
  FOR j IN 1 .. array_length(p_amounts, 1) LOOP
    INSERT INTO ledger_entries (transfer_id, account_id, counter_account_id, amount, created_at)
    VALUES (tid, ids[p_from[j]], ids[p_to[j]], -p_amounts[j], ts),
           (tid, ids[p_to[j]], ids[p_from[j]], p_amounts[j], ts);
  END LOOP;
  RETURN tid;
END
$$;

-- Moves back what ledger_post moved before it found its key's twin committed (a replay): each account
-- by the negated amount, its lock already held, so each balance is again what the twin left.
CREATE OR REPLACE FUNCTION ledger_post_take_back(p_accounts bigint[], p_amounts bigint[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a SET balance = a.balance - m.amount
    FROM unnest(p_accounts, p_amounts) AS m (account_id, amount)
    WHERE a.id = m.account_id;
END $$;

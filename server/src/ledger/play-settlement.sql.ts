/**
 * `ledger_play`, as migration 3 created it (migrations never change; migration 7 dropped it for
 * `house_play_batch`, which settles plays in set form by the same rules): the ledger's settlement of one
 * house-game play in a single call, the hot path's twin of `ledger_post`. The net of wager and payout moves between the player and their house shard as one
 * transfer with its entries. Balances are updated in ascending id order like every transfer: the house
 * shard first (system accounts are created by migration, before any player account), then GC or SC
 * unplayed, then SC redeemable (a player's accounts are opened in that order). SC wagers come from
 * unplayed coins first, then redeemable; wins are paid to redeemable. The wager must be covered before
 * the payout is counted (netting alone would let a short player win on credit), so a player short of
 * the wager raises SQLSTATE 23514 like the balance CHECK, which aborts the whole statement. Returns the
 * player's balance in the coin afterwards.
 */
export const LEDGER_PLAY_FUNCTION = `CREATE FUNCTION ledger_play(
     p_key text, p_coin text, p_gc bigint, p_unplayed bigint, p_redeemable bigint, p_house bigint,
     p_wager bigint, p_payout bigint, p_reference_id text, OUT o_balance bigint)
   LANGUAGE plpgsql AS $$
   DECLARE
     v_transfer bigint;
     v_house_delta bigint := p_wager - p_payout;
     v_house_balance bigint;
     v_unplayed bigint;
     v_from_unplayed bigint;
     v_redeemable_delta bigint;
     v_redeemable bigint;
   BEGIN
     IF p_coin = 'GC' THEN
       IF v_house_delta = 0 THEN
         SELECT balance INTO o_balance FROM ledger_accounts WHERE id = p_gc;
         IF o_balance < p_wager THEN RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_player_non_negative'; END IF;
         RETURN;
       END IF;
       INSERT INTO ledger_transfers (idempotency_key, kind, coin, reference_type, reference_id)
         VALUES (p_key, 'play', 'GC', 'bet', p_reference_id) RETURNING id INTO v_transfer;
       UPDATE ledger_accounts SET balance = balance + v_house_delta WHERE id = p_house RETURNING balance INTO v_house_balance;
       UPDATE ledger_accounts SET balance = balance - v_house_delta WHERE id = p_gc AND balance >= p_wager
         RETURNING balance INTO o_balance;
       IF NOT FOUND THEN RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_player_non_negative'; END IF;
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after) VALUES
         (v_transfer, p_house, v_house_delta, v_house_balance), (v_transfer, p_gc, -v_house_delta, o_balance);
       RETURN;
     END IF;
     INSERT INTO ledger_transfers (idempotency_key, kind, coin, reference_type, reference_id)
       VALUES (p_key, 'play', 'SC', 'bet', p_reference_id) RETURNING id INTO v_transfer;
     IF v_house_delta <> 0 THEN
       UPDATE ledger_accounts SET balance = balance + v_house_delta WHERE id = p_house RETURNING balance INTO v_house_balance;
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         VALUES (v_transfer, p_house, v_house_delta, v_house_balance);
     END IF;
     SELECT balance INTO v_unplayed FROM ledger_accounts WHERE id = p_unplayed FOR UPDATE;
     v_from_unplayed := least(v_unplayed, p_wager);
     IF v_from_unplayed > 0 THEN
       v_unplayed := v_unplayed - v_from_unplayed;
       UPDATE ledger_accounts SET balance = v_unplayed WHERE id = p_unplayed;
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         VALUES (v_transfer, p_unplayed, -v_from_unplayed, v_unplayed);
     END IF;
     v_redeemable_delta := p_payout - (p_wager - v_from_unplayed);
     UPDATE ledger_accounts SET balance = balance + v_redeemable_delta
       WHERE id = p_redeemable AND balance >= p_wager - v_from_unplayed
       RETURNING balance INTO v_redeemable;
     IF NOT FOUND THEN RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_player_non_negative'; END IF;
     IF v_redeemable_delta <> 0 THEN
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         VALUES (v_transfer, p_redeemable, v_redeemable_delta, v_redeemable);
     END IF;
     o_balance := v_unplayed + v_redeemable;
   END $$`;

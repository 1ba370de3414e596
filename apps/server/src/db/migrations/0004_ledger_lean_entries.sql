ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_counter_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "ledger_entries_transfer_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_counter_idx";--> statement-breakpoint
-- Room on each page for HOT updates of hot balance rows.
ALTER TABLE "ledger_accounts" SET (fillfactor = 70);

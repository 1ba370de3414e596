CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "bounties_active_due_idx";--> statement-breakpoint
DROP INDEX "bounties_status_end_idx";--> statement-breakpoint
DROP INDEX "bounties_status_amount_idx";--> statement-breakpoint
DROP INDEX "bounties_status_antes_idx";--> statement-breakpoint
DROP INDEX "bounties_status_created_idx";--> statement-breakpoint
CREATE INDEX "bounties_board_amount_idx" ON "bounties" USING btree ("amount","id") WHERE status = 'active' and bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_board_created_idx" ON "bounties" USING btree ("created_at","id") WHERE status = 'active' and bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_board_end_idx" ON "bounties" USING btree ("duration_end_time","id") WHERE status = 'active' and bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_board_antes_idx" ON "bounties" USING btree ("antes_count","id") WHERE status = 'active' and bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_board_type_end_idx" ON "bounties" USING btree ("bounty_type","duration_end_time") WHERE status = 'active' and bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_created_idx" ON "bounties" USING btree ("created_at","id") WHERE bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_title_trgm_idx" ON "bounties" USING gin ("title" gin_trgm_ops) WHERE bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_daily_idx" ON "bounties" USING btree ("duration_start_time","id") WHERE bounty_type = 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_status_end_idx" ON "bounties" USING btree ("status","duration_end_time","id") WHERE bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_status_amount_idx" ON "bounties" USING btree ("status","amount","id") WHERE bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_status_antes_idx" ON "bounties" USING btree ("status","antes_count","id") WHERE bounty_type <> 'daily' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bounties_status_created_idx" ON "bounties" USING btree ("status","created_at","id") WHERE bounty_type <> 'daily' and deleted_at is null;
CREATE TABLE "challenge_featured_schedule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_featured_schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"challenge_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"skipped_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" bigint,
	CONSTRAINT "challenge_featured_schedule_one_end" CHECK (started_at is null or cancelled_at is null)
);
--> statement-breakpoint
ALTER TABLE "challenge_featured_schedule" ADD CONSTRAINT "challenge_featured_schedule_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_featured_schedule" ADD CONSTRAINT "challenge_featured_schedule_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_featured_schedule" ADD CONSTRAINT "challenge_featured_schedule_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_featured_schedule_pending_key" ON "challenge_featured_schedule" USING btree ("starts_at") WHERE started_at is null and cancelled_at is null;--> statement-breakpoint
CREATE INDEX "challenge_featured_schedule_challenge_idx" ON "challenge_featured_schedule" USING btree ("challenge_id");
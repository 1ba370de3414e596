CREATE TABLE "bounties" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bounties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"bounty_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"creator_id" bigint NOT NULL,
	"target_user_id" bigint,
	"starting_cc" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"antes_count" integer DEFAULT 0 NOT NULL,
	"user_count" integer DEFAULT 0 NOT NULL,
	"duration_start_time" timestamp with time zone NOT NULL,
	"duration_end_time" timestamp with time zone NOT NULL,
	"number_of_claims" integer DEFAULT 1 NOT NULL,
	"claim_count" integer DEFAULT 0 NOT NULL,
	"custom_rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"failure_reason" text,
	"failure_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bounty_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bounty_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bounty_id" bigint NOT NULL,
	"user_id" bigint,
	"activity_type" text NOT NULL,
	"message" text NOT NULL,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bounty_antes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bounty_antes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bounty_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bounty_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bounty_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bounty_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"modified_end_time" timestamp with time zone NOT NULL,
	"extended_minutes" integer DEFAULT 0 NOT NULL,
	"submit_link" text,
	"platform" text,
	"title" text,
	"description" text,
	"category" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" bigint,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bounty_requirements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bounty_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bounty_id" bigint NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"active_icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_status" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"platform" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bounties" ADD CONSTRAINT "bounties_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounties" ADD CONSTRAINT "bounties_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounty_activity" ADD CONSTRAINT "bounty_activity_bounty_id_bounties_id_fk" FOREIGN KEY ("bounty_id") REFERENCES "public"."bounties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounty_activity" ADD CONSTRAINT "bounty_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounty_antes" ADD CONSTRAINT "bounty_antes_bounty_id_bounties_id_fk" FOREIGN KEY ("bounty_id") REFERENCES "public"."bounties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounty_antes" ADD CONSTRAINT "bounty_antes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounty_claims" ADD CONSTRAINT "bounty_claims_bounty_id_bounties_id_fk" FOREIGN KEY ("bounty_id") REFERENCES "public"."bounties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounty_claims" ADD CONSTRAINT "bounty_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounty_claims" ADD CONSTRAINT "bounty_claims_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounty_requirements" ADD CONSTRAINT "bounty_requirements_bounty_id_bounties_id_fk" FOREIGN KEY ("bounty_id") REFERENCES "public"."bounties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_status" ADD CONSTRAINT "stream_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bounties_status_end_idx" ON "bounties" USING btree ("status","duration_end_time");--> statement-breakpoint
CREATE INDEX "bounties_creator_idx" ON "bounties" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "bounties_target_idx" ON "bounties" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "bounties_status_amount_idx" ON "bounties" USING btree ("status","amount");--> statement-breakpoint
CREATE INDEX "bounties_status_antes_idx" ON "bounties" USING btree ("status","antes_count");--> statement-breakpoint
CREATE INDEX "bounties_status_created_idx" ON "bounties" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bounties_categories_gin" ON "bounties" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "bounties_active_due_idx" ON "bounties" USING btree ("duration_end_time") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "bounty_activity_bounty_idx" ON "bounty_activity" USING btree ("bounty_id","created_at");--> statement-breakpoint
CREATE INDEX "bounty_activity_user_idx" ON "bounty_activity" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bounty_activity_created_idx" ON "bounty_activity" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bounty_antes_bounty_user_idx" ON "bounty_antes" USING btree ("bounty_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bounty_claims_bounty_user_key" ON "bounty_claims" USING btree ("bounty_id","user_id");--> statement-breakpoint
CREATE INDEX "bounty_claims_user_idx" ON "bounty_claims" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "bounty_claims_due_idx" ON "bounty_claims" USING btree ("modified_end_time") WHERE status = 'claimed';--> statement-breakpoint
CREATE INDEX "bounty_claims_review_idx" ON "bounty_claims" USING btree ("submitted_at") WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX "bounty_requirements_bounty_idx" ON "bounty_requirements" USING btree ("bounty_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree ("name");
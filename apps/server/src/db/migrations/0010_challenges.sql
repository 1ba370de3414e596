CREATE TABLE "challenge_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"challenge_id" bigint NOT NULL,
	"user_id" bigint,
	"action" text NOT NULL,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_contributions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_contributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"challenge_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_favorites" (
	"challenge_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_favorites_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_response_upvotes" (
	"response_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"counted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_response_upvotes_response_id_user_id_pk" PRIMARY KEY("response_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_responses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"challenge_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"platform" text NOT NULL,
	"video_url" text NOT NULL,
	"file_key" text,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"pending_upvotes" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_upvotes" (
	"challenge_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_upvotes_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"creator_id" bigint NOT NULL,
	"starting_cc" bigint NOT NULL,
	"prize_cc" bigint NOT NULL,
	"contributors_count" integer DEFAULT 0 NOT NULL,
	"responses_count" integer DEFAULT 0 NOT NULL,
	"upvotes_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"duration_start_time" timestamp with time zone NOT NULL,
	"duration_end_time" timestamp with time zone NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"winner_response_id" bigint,
	"payout_cc" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_activity" ADD CONSTRAINT "challenge_activity_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_activity" ADD CONSTRAINT "challenge_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_contributions" ADD CONSTRAINT "challenge_contributions_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_contributions" ADD CONSTRAINT "challenge_contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_favorites" ADD CONSTRAINT "challenge_favorites_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_favorites" ADD CONSTRAINT "challenge_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_response_upvotes" ADD CONSTRAINT "challenge_response_upvotes_response_id_challenge_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."challenge_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_response_upvotes" ADD CONSTRAINT "challenge_response_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_responses" ADD CONSTRAINT "challenge_responses_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_responses" ADD CONSTRAINT "challenge_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_upvotes" ADD CONSTRAINT "challenge_upvotes_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_upvotes" ADD CONSTRAINT "challenge_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_activity_created_idx" ON "challenge_activity" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "challenge_activity_user_idx" ON "challenge_activity" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "challenge_activity_challenge_idx" ON "challenge_activity" USING btree ("challenge_id","created_at");--> statement-breakpoint
CREATE INDEX "challenge_contributions_challenge_user_idx" ON "challenge_contributions" USING btree ("challenge_id","user_id");--> statement-breakpoint
CREATE INDEX "challenge_favorites_user_idx" ON "challenge_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "challenge_response_upvotes_list_idx" ON "challenge_response_upvotes" USING btree ("response_id","created_at");--> statement-breakpoint
CREATE INDEX "challenge_response_upvotes_user_idx" ON "challenge_response_upvotes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_responses_challenge_user_key" ON "challenge_responses" USING btree ("challenge_id","user_id");--> statement-breakpoint
CREATE INDEX "challenge_responses_rank_idx" ON "challenge_responses" USING btree ("challenge_id","upvotes" DESC NULLS LAST,"created_at","id");--> statement-breakpoint
CREATE INDEX "challenge_responses_recent_idx" ON "challenge_responses" USING btree ("challenge_id","created_at","id");--> statement-breakpoint
CREATE INDEX "challenge_responses_user_idx" ON "challenge_responses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "challenge_responses_created_idx" ON "challenge_responses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "challenge_upvotes_user_idx" ON "challenge_upvotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "challenges_creator_idx" ON "challenges" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "challenges_status_start_idx" ON "challenges" USING btree ("status","duration_start_time","id");--> statement-breakpoint
CREATE INDEX "challenges_status_end_idx" ON "challenges" USING btree ("status","duration_end_time","id");--> statement-breakpoint
CREATE INDEX "challenges_status_created_idx" ON "challenges" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "challenges_status_prize_idx" ON "challenges" USING btree ("status","prize_cc","id");--> statement-breakpoint
CREATE INDEX "challenges_created_idx" ON "challenges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "challenges_category_idx" ON "challenges" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "challenges_title_trgm_idx" ON "challenges" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_featured_key" ON "challenges" USING btree ("featured") WHERE featured;
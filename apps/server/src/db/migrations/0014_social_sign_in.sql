CREATE TABLE "linked_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "linked_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"handle" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"access_expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_pending_signups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"handle" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"access_expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"intent" text NOT NULL,
	"user_id" bigint,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_oauth_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_oauth_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"identity" jsonb NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_challenge" text,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_used_at" timestamp with time zone,
	"access_token_hash" text,
	"refresh_token_hash" text,
	"access_expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_accounts_identity_key" ON "linked_accounts" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_accounts_user_provider_key" ON "linked_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "linked_accounts_refresh_idx" ON "linked_accounts" USING btree ("access_expires_at") WHERE refresh_token_enc is not null;--> statement-breakpoint
CREATE INDEX "oauth_pending_signups_expires_idx" ON "oauth_pending_signups" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_oauth_grants_code_key" ON "sandbox_oauth_grants" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_oauth_grants_access_key" ON "sandbox_oauth_grants" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_oauth_grants_refresh_key" ON "sandbox_oauth_grants" USING btree ("refresh_token_hash");
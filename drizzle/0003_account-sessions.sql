ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "user_agent" text;
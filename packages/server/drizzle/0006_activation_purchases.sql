ALTER TABLE "activation_codes" ADD COLUMN "purchased_by" uuid;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_purchased_by_users_id_fk" FOREIGN KEY ("purchased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_purchase_id_ledger_movements_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activation_codes_purchased_by" ON "activation_codes" USING btree ("purchased_by","created_at");
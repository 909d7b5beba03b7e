-- Build PC: the specification keys the compatibility warnings read (packages/shared/src/build-pc.ts
-- CompatSpecs: part, socket, memory_type, tdp_w, wattage_w, length_mm, max_gpu_length_mm).
-- Null on products that are not a checked component.
ALTER TABLE "products" ADD COLUMN "compat" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compat_object" CHECK ("products"."compat" IS NULL OR jsonb_typeof("products"."compat") = 'object');

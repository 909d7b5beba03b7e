ALTER TABLE "tickets" ADD COLUMN "lang" varchar(2) DEFAULT 'en' NOT NULL;

-- The language an order was placed in: its e-mails speak it (orders/notify.ts). Orders placed before
-- this column fall back to the customer's last signed-in language (users.lang).
ALTER TABLE "orders" ADD COLUMN "lang" varchar(2);

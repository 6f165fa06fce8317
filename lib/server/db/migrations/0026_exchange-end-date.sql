-- The day a secondment (借调) ended, on both units' rows of it: null while it lasts, and on every other exchange.
ALTER TABLE "person_exchange" ADD COLUMN "end_date" date;

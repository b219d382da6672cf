CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);

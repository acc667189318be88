-- A batch job's brand voice (issue 31): a voice id of the seller, or 'none'. Voices live in the generator's
-- database, so this is not a foreign key. Null (every job before this column): the seller's default voice.
ALTER TABLE "BatchJob" ADD COLUMN "voiceId" TEXT;

-- Trigram indexes serve the case-insensitive substring filters (location, skills).
-- Installed in public so a database split into schemas (the test suite) shares one copy.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

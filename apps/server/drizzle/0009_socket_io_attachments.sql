-- Large payloads of @socket.io/postgres-adapter (events between server processes on one PostgreSQL
-- server go through LISTEN/NOTIFY; those over 8000 bytes are stored here for a moment).
CREATE UNLOGGED TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT NOW(),
	"payload" bytea
);

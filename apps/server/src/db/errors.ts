/** PostgreSQL's foreign_key_violation, as thrown by the driver (or wrapped by the ORM in `cause`). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23503';
}

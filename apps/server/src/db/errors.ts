/** PostgreSQL's foreign_key_violation, as thrown by the driver (or wrapped by the ORM in `cause`). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23503';
}

/** The constraint a write broke (e.g. which foreign key), as PostgreSQL names it. */
export function violatedConstraint(error: unknown): string | undefined {
  return (error as { constraint?: string } | null)?.constraint ?? (error as { cause?: { constraint?: string } } | null)?.cause?.constraint;
}

/** PostgreSQL's unique_violation (a concurrent write took the same key first). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}

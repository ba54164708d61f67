/**
 * An `application/x-www-form-urlencoded` body as a plain object of strings; null when a field comes
 * twice (which of the two was meant cannot be told).
 */
export function parseFormBody(body: string): Record<string, string> | null {
  // No prototype: a field named __proto__ is a field like any other.
  const fields = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, name)) return null;
    fields[name] = value;
  }
  return fields;
}

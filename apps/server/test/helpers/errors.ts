import { expect } from 'vitest';

/** The answer is the API error `{ code, message }` with this status. */
export function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code, message: expect.any(String) });
}

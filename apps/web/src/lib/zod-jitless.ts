import { config } from 'zod/v4/core';

/**
 * zod compiles object validators with `new Function` when it may, and probes for that on first
 * use: under the site's Content Security Policy (no 'unsafe-eval') the probe is refused and every
 * page load reported a violation. The browser validates small forms, so the interpreter is enough.
 */
config({ jitless: true });

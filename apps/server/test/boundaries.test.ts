import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives a file of `filePath` holding `code` (the file need not exist). */
async function boundaryMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('the server layers (eslint-plugin-boundaries)', () => {
  it('refuses an import that would make two feature folders import each other', async () => {
    // ideas already imports posts: posts importing ideas would close a cycle.
    const messages = await boundaryMessages('apps/server/src/features/posts/probe.ts', "export { ideasRoutes } from '../ideas/ideas.routes.ts';\n");
    expect(messages).toEqual([expect.stringContaining('name="ideas"')]);
  });

  it('refuses a shared read model reaching up into a feature', async () => {
    const messages = await boundaryMessages('apps/server/src/shared/probe.ts', "export { postsRoutes } from '../features/posts/posts.routes.ts';\n");
    expect(messages).toHaveLength(1);
  });

  it('accepts the listed one-way edge, a folder importing itself, and features reading shared models', async () => {
    const code = [
      "export { getPost } from '../posts/posts.service.ts';",
      "export { ideasRoutes } from './ideas.routes.ts';",
      "export { viewerOf } from '../../shared/viewer.ts';",
    ].join('\n');
    expect(await boundaryMessages('apps/server/src/features/ideas/probe.ts', `${code}\n`)).toEqual([]);
  });
});

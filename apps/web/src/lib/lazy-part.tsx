import { lazy, useContext, useState, type ComponentType } from 'react';
import { PARTS, type PartId, type PartModule } from '../app/parts.ts';
import { ServerRenderContext } from './server-render.tsx';

const loaded = new Map<PartId, unknown>();

const isPartId = (value: string): value is PartId => Object.hasOwn(PARTS, value);

function loadPart<Id extends PartId>(id: Id): Promise<PartModule<Id>> {
  return (PARTS[id]() as Promise<PartModule<Id>>).then((module) => {
    loaded.set(id, module);
    return module;
  });
}

/**
 * Loads the parts a page drawn by the server holds (its page state names them), before it is
 * hydrated. Unknown names are skipped; a part that fails to load is left to its first use (where the
 * page's error handling meets it), never holding the whole page back.
 */
export async function loadParts(ids: readonly string[]): Promise<void> {
  await Promise.all(ids.filter(isPartId).map((id) => loadPart(id).catch(() => undefined)));
}

/**
 * A component of a part (app/parts.ts), loaded on first use like `React.lazy`'s, but drawn at once
 * when its chunk is already in. A part the server drew (main.tsx loads it first) can then be hydrated
 * whenever React comes to it, at once when it is clicked; `React.lazy` would suspend there, and
 * React drops a click on a part it cannot hydrate. On the server, the render notes the part.
 */
export function lazyPart<Id extends PartId, Props extends object>(id: Id, pick: (module: PartModule<Id>) => ComponentType<Props>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: pick(await loadPart(id)) }));
  function Part(props: Props) {
    useContext(ServerRenderContext)?.drewPart(id);
    // Chosen once per place: the component never changes under the part (which would start it again).
    const [Loaded] = useState(() => (loaded.has(id) ? pick(loaded.get(id) as PartModule<Id>) : null));
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Part.displayName = `Part(${id})`;
  return Part;
}

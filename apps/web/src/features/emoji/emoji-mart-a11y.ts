/**
 * emoji-mart marks its selected category and highlighted emoji with `aria-selected` on plain buttons,
 * which ARIA does not allow there (axe: aria-allowed-attr, critical) and screen readers ignore. In the
 * picker's shadow root, the attribute becomes `aria-current` (allowed on any element, and meaningful:
 * the current category) plus `data-selected`, which a copy of emoji-mart's own rules styles the same way.
 * The position attributes it also puts on buttons (aria-posinset, aria-setsize) are dropped.
 */
const SELECTED = 'aria-selected';
const MIRROR = 'data-selected';
/** Set on its emoji buttons too, and not allowed on buttons either: dropped. */
const DROPPED = new Set(['aria-posinset', 'aria-setsize']);

const MIRRORED_STYLES = `
#nav button[${MIRROR}] { color: rgb(var(--em-rgb-accent)); }
.category button[${MIRROR}] .background { opacity: 1; }
.skin-tone-button[${MIRROR}] { background-color: var(--em-color-border); border-top-color: rgba(0, 0, 0, .05); border-bottom-color: rgba(0, 0, 0, 0); border-left-width: 0; border-right-width: 0; }
.skin-tone-button[${MIRROR}] .skin-tone { transform: scale(.9); }
`;

function setSelected(element: Element, selected: boolean) {
  Element.prototype.removeAttribute.call(element, SELECTED);
  if (selected) {
    Element.prototype.setAttribute.call(element, MIRROR, '');
    Element.prototype.setAttribute.call(element, 'aria-current', 'true');
  } else {
    Element.prototype.removeAttribute.call(element, MIRROR);
    Element.prototype.removeAttribute.call(element, 'aria-current');
  }
}

/** Routes emoji-mart's later writes of the attribute (it sets and removes it as the selection moves). */
function patch(element: Element) {
  if (Object.hasOwn(element, 'setAttribute')) return;
  element.setAttribute = function setAttribute(name: string, value: string) {
    if (name === SELECTED) setSelected(this, true);
    else if (!DROPPED.has(name)) Element.prototype.setAttribute.call(this, name, value);
  };
  element.removeAttribute = function removeAttribute(name: string) {
    if (name === SELECTED) setSelected(this, false);
    else Element.prototype.removeAttribute.call(this, name);
  };
  if (element.hasAttribute(SELECTED)) setSelected(element, true);
  for (const name of DROPPED) Element.prototype.removeAttribute.call(element, name);
}

/** Applies the fix to a mounted picker; returns a function that stops watching it. */
export function fixEmojiMartSelection(picker: HTMLElement): () => void {
  const root = picker.shadowRoot;
  if (!root) return () => {};
  const style = document.createElement('style');
  style.textContent = MIRRORED_STYLES;
  root.append(style);
  const patchAll = () => root.querySelectorAll('button').forEach(patch);
  patchAll();
  const observer = new MutationObserver(patchAll);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

import clsx from 'clsx';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { menuKeyTarget } from './menu-keys.ts';

interface DropdownProps {
  /** The trigger's content. */
  trigger: ReactNode;
  /** The button's and the menu's accessible name. */
  label: string;
  align?: 'left' | 'right';
  triggerClassName?: string;
  /** `close()` closes the menu and puts the focus back on its button (call it when an item is chosen). */
  children: (close: () => void) => ReactNode;
}

/** Elements of a menu that take the focus: menuitem, menuitemradio and menuitemcheckbox. */
const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * A menu button (WAI-ARIA "menu button" pattern): opening moves the focus into the menu (first item,
 * or last with ArrowUp), arrows and Home/End move between items, Escape closes and returns to the
 * button, Tab leaves and closes, an outside click closes. Choosing an item closes the menu and puts
 * the focus back on the button, so a dialog opened from the menu returns there too.
 */
export function Dropdown({ trigger, label, align = 'right', triggerClassName, children }: DropdownProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  // Found by id rather than by ref: `close` is handed to the menu's entries while rendering.
  const close = useCallback(() => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  }, [buttonId]);

  // On opening, the focus enters the menu.
  useLayoutEffect(() => {
    if (!open) return;
    const list = items();
    (open === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // Inside a dialog, Escape closes the menu only.
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') {
      // The focus goes on to the next element of the page; the menu closes behind it.
      setOpen(false);
      return;
    }
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const target = menuKeyTarget(event.key, index, list.length);
    if (target === null) return;
    event.preventDefault();
    list[target]?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className={clsx(
            'absolute z-40 mt-2 max-h-[min(80vh,36rem)] w-64 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl',
            align === 'right' ? 'right-0' : 'left-0',
          )}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

/** A menu entry; the focused one has a 2 px indigo outline (well above 3:1 on white). */
export const menuItemClasses =
  'flex min-h-10 w-full items-center gap-3 px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600';

/** Props every focusable menu entry needs (out of the Tab order: the arrows move between entries). */
export const menuItemProps = { role: 'menuitem', tabIndex: -1 } as const;

/** A line between groups of entries. */
export function MenuSeparator() {
  return <div role="separator" className="my-2 border-t border-slate-200" />;
}

import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { MemberSearchBox } from './MemberSearchBox.tsx';

const iconButtonClasses =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The member search of the header, placed between the tabs and the member's buttons. It takes only
 * the bar's free width, so it never squeezes the rest: from xl the field itself fits there; below,
 * a search button opens the field in a full-width row under the (sticky, so positioned) header.
 * Escape, the close button or a choice closes that row.
 */
export function HeaderSearch() {
  const { t } = useTranslation('search');
  const [rowOpen, setRowOpen] = useState(false);
  const rowId = useId();
  const rowRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // An opened row takes the focus; a press outside it closes it, keeping what was typed.
  useEffect(() => {
    if (!rowOpen) return;
    inputRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!rowRef.current?.contains(target) && !buttonRef.current?.contains(target)) setRowOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [rowOpen]);

  const closeRow = () => {
    setRowOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="flex min-w-10 flex-1 justify-end">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('label')}
        aria-expanded={rowOpen}
        aria-controls={rowId}
        onClick={() => (rowOpen ? closeRow() : setRowOpen(true))}
        className={clsx(iconButtonClasses, 'xl:hidden', rowOpen && 'bg-slate-100')}
      >
        <Icon name="search" />
      </button>
      <div
        ref={rowRef}
        id={rowId}
        role="search"
        className={clsx(
          rowOpen ? 'absolute inset-x-0 top-full border-b border-slate-200 bg-white px-3 py-2 shadow-md sm:px-4' : 'hidden',
          'xl:static xl:block xl:w-full xl:max-w-xs xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none',
        )}
      >
        <div className="relative mx-auto flex max-w-xl items-center gap-2 xl:static">
          <MemberSearchBox
            inputRef={inputRef}
            className="min-w-0 flex-1 xl:relative"
            popupClassName="inset-x-0 xl:right-auto xl:w-96"
            onChosen={() => setRowOpen(false)}
            onEscape={rowOpen ? closeRow : undefined}
          />
          <button type="button" aria-label={t('close')} onClick={closeRow} className={clsx(iconButtonClasses, 'xl:hidden')}>
            <Icon name="close" />
          </button>
        </div>
      </div>
    </div>
  );
}

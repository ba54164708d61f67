import { USER_SEARCH_MAX_LENGTH } from '@arya/core/rules';
import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { menuKeyTarget } from '../../components/menu-keys.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { profilePath } from '../posts/post-links.ts';
import { MemberOption } from './MemberOption.tsx';
import { SearchMessage } from './SearchMessage.tsx';
import { useMemberSearchResults, type MemberSearchStatus } from './use-member-search-results.ts';

interface MemberSearchBoxProps {
  className?: string;
  /** Where the popup sits; it is placed against the nearest positioned ancestor, which the caller chooses. */
  popupClassName?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called once a member is chosen (the field is already emptied and the list closed). */
  onChosen?: () => void;
  /** Escape with the list already closed; without it, that Escape empties the field. */
  onEscape?: () => void;
}

/**
 * The member search field: a WAI-ARIA 1.2 combobox with a listbox popup. The focus stays in the field
 * and the arrows move the active option (aria-activedescendant); Enter opens that member's profile.
 */
export function MemberSearchBox({ className, popupClassName, inputRef, onChosen, onEscape }: MemberSearchBoxProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { users, status, error, retry } = useMemberSearchResults(input);
  const ownRef = useRef<HTMLInputElement>(null);
  const fieldRef = inputRef ?? ownRef;
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const expanded = open && status !== 'idle';
  const activeIndex = expanded && active < users.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = () => {
    setInput('');
    close();
    onChosen?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const target = menuKeyTarget(event.key, activeIndex, users.length);
      if (target === null) return;
      event.preventDefault();
      setOpen(true);
      setActive(target);
      // jsdom has no scrollIntoView.
      document.getElementById(optionId(target))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      const user = users[activeIndex];
      if (!user) return;
      event.preventDefault();
      void navigate(to(profilePath(user.Alias)));
      choose();
    } else if (event.key === 'Escape') {
      // Also keeps the browser from emptying a search field by itself.
      event.preventDefault();
      if (expanded) close();
      else if (onEscape) onEscape();
      else setInput('');
    }
  };

  // Focus leaving the box (Tab, a click elsewhere) closes the list; moving within it (to Retry) does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <div className={className} onBlur={onBlur}>
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">
          <Icon name="search" className="size-4" />
        </span>
        <input
          ref={fieldRef}
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            if (users.length > 0) setOpen(true);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('label')}
          maxLength={USER_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className="h-10 w-full rounded-full border border-slate-300 bg-white pr-3 pl-9 text-sm text-ellipsis text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:-outline-offset-1 focus:outline-indigo-600 [&::-webkit-search-cancel-button]:appearance-none"
        />
      </div>
      {/* A press inside the popup keeps the focus in the field, so the list is still there when the click lands. */}
      <div
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
        className={clsx('absolute top-full z-50 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl', popupClassName)}
      >
        {/* Always there for aria-controls; hidden while it has no option to hold. */}
        <div role="listbox" id={listboxId} aria-label={t('results')} hidden={status !== 'results'} className="max-h-[min(60vh,32rem)] overflow-y-auto overscroll-contain">
          {status === 'results' && users.map((user, index) => <MemberOption key={user._id} id={optionId(index)} user={user} active={index === activeIndex} onChoose={choose} />)}
        </div>
        {status !== 'idle' && status !== 'results' && (
          <SearchMessage
            status={status}
            error={error}
            onRetry={() => {
              retry();
              fieldRef.current?.focus();
            }}
          />
        )}
      </div>
      <p role="status" className="sr-only">
        {expanded && announcementOf(t, status, users.length, error)}
      </p>
    </div>
  );
}

/** What the polite live region says while the list is open. */
function announcementOf(t: TFunction, status: MemberSearchStatus, count: number, error: unknown): string {
  switch (status) {
    case 'idle':
      return '';
    case 'searching':
      return t('searching');
    case 'results':
      return t('count', { count });
    case 'empty':
      return t('empty');
    case 'error':
      return `${t('failed')} ${errorMessage(t, error)}`;
  }
}

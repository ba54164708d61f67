import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { courseMenuItems, openCoursePlatform } from './open-course-platform.ts';

/**
 * The click handler of a "courses" link: a plain click (mouse, or Enter on the focused link) opens
 * the platform signed in; a click that asks for a new window or tab itself follows the link's plain address.
 */
export function useCoursesClick(after?: () => void) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      after?.();
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void openCoursePlatform(client, courseMenuItems((key) => t(key)));
    },
    [after, client, t],
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { postShareUrl } from '../post-links.ts';

/** Copies a post's page address and says so in a toast (spec 2 §8: post.post_link_copied). */
export function useCopyPostLink() {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  return useCallback(
    (id: string) =>
      copyText(postShareUrl(window.location.origin, id, language)).then(
        () => void toast.success(t('post.post_link_copied')),
        () => void toast.error(t('post.copy_failed')),
      ),
    [language, t],
  );
}

import { useTranslation } from 'react-i18next';
import { emptyCaseOf } from './ideas-empty.ts';
import type { IdeasPageFilters } from './ideas-filters.ts';

/** What an empty ideas list says, for the filters it was read with. */
export function IdeasEmpty({ filters }: { filters: IdeasPageFilters }) {
  const { t } = useTranslation('ideas');
  const emptyCase = emptyCaseOf(filters);
  return (
    <div data-testid={`ideas-empty-${emptyCase}`} className="flex flex-col gap-1">
      <p className="font-semibold text-slate-800">{t(`page.empty.${emptyCase}.title`)}</p>
      <p className="text-sm">{t(`page.empty.${emptyCase}.text`)}</p>
    </div>
  );
}

import { ASSET_TYPES, IDEA_SIDES, IDEA_STATUSES, IDEAS_PAGE_TYPES, type IdeasPageType } from '@arya/core/rules';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { FilterSelect } from './FilterSelect.tsx';
import { hasFilters, NO_FILTERS, type IdeasPageFilters } from './ideas-filters.ts';
import { InstrumentFilter } from './InstrumentFilter.tsx';
import { ToggleChip } from './ToggleChip.tsx';

const TYPE_CHOICES: (IdeasPageType | null)[] = [null, ...IDEAS_PAGE_TYPES];

/**
 * The ideas page's filters: the type as a row of pressed buttons, the instrument as a combobox
 * (issue 28), asset type, side and status as selects, coaches and favourites as toggles, and a reset
 * while any is on. Wraps down to 320 px.
 */
export function IdeasFilterBar({ filters, onChange }: { filters: IdeasPageFilters; onChange: (filters: IdeasPageFilters) => void }) {
  const { t } = useTranslation('ideas');
  const typeLabelId = useId();
  const set = (change: Partial<IdeasPageFilters>) => onChange({ ...filters, ...change });
  return (
    <div role="group" aria-label={t('filters.label')} data-testid="ideas-filters" className="mb-4 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-col gap-1">
        <span id={typeLabelId} className="text-sm font-medium text-slate-700">
          {t('filters.type')}
        </span>
        <div role="group" aria-labelledby={typeLabelId} className="flex flex-wrap gap-1.5">
          {TYPE_CHOICES.map((type) => (
            <button
              key={type ?? 'all'}
              type="button"
              aria-pressed={filters.type === type}
              onClick={() => set({ type })}
              className={clsx(
                'min-h-10 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                filters.type === type ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
              )}
            >
              {t(`filters.types.${type ?? 'all'}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-4">
        <InstrumentFilter className="min-[360px]:col-span-2 sm:col-span-1" value={filters.instrument} onChange={(instrument) => set({ instrument })} />
        <FilterSelect
          className="min-[360px]:col-span-2 sm:col-span-1"
          label={t('filters.assetType')}
          anyLabel={t('filters.assetTypes.all')}
          value={filters.assetType}
          options={ASSET_TYPES.map((value) => ({ value, label: t(`filters.assetTypes.${value}`) }))}
          onChange={(assetType) => set({ assetType })}
        />
        <FilterSelect
          label={t('filters.side')}
          anyLabel={t('filters.sides.all')}
          value={filters.side}
          options={IDEA_SIDES.map((value) => ({ value, label: t(`filters.sides.${value}`) }))}
          onChange={(side) => set({ side })}
        />
        <FilterSelect
          label={t('filters.status')}
          anyLabel={t('filters.statuses.all')}
          value={filters.status}
          options={IDEA_STATUSES.map((value) => ({ value, label: t(`filters.statuses.${value}`) }))}
          onChange={(status) => set({ status })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ToggleChip pressed={filters.coaches} onToggle={() => set({ coaches: !filters.coaches })} testId="ideas-filter-coaches">
          <Icon name="badge" className="size-4" /> {t('filters.coaches')}
        </ToggleChip>
        <ToggleChip pressed={filters.favorites} onToggle={() => set({ favorites: !filters.favorites })} testId="ideas-filter-favorites">
          <Icon name="star" className="size-4" /> {t('filters.favorites')}
        </ToggleChip>
        {hasFilters(filters) && (
          <button type="button" onClick={() => onChange(NO_FILTERS)} data-testid="ideas-filters-reset" className={clsx(buttonClasses({ color: 'gray', size: 'small', outline: true }), 'ml-auto min-h-10')}>
            {t('filters.reset')}
          </button>
        )}
      </div>
    </div>
  );
}

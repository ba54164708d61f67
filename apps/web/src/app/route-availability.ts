import type { CurrentUser, PublicConfig } from '@arya/core/contract';
import { canSeeUpgrade, type AppRouteId, type Language } from '@arya/core/rules';

interface AvailabilityContext {
  user: CurrentUser;
  language: Language;
  config: PublicConfig;
}

/**
 * Pages that exist only for some members; to anyone else they are the not-found page. Each rule
 * is the one that shows the page's menu entry, so a page and its entry never disagree.
 */
export const ROUTE_AVAILABILITY: Partial<Record<AppRouteId, (context: AvailabilityContext) => boolean>> = {
  upgrade: ({ user, language, config }) => canSeeUpgrade(user, language, config.features.upgrade),
};

export function isRouteAvailable(routeId: string, context: AvailabilityContext): boolean {
  return ROUTE_AVAILABILITY[routeId as AppRouteId]?.(context) ?? true;
}

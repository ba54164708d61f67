export interface HeaderCounts {
  notifications: number;
  ideas: number;
}

/**
 * Counts for the header badges. Unread notifications and new ideas are counted by the features
 * that bring them (conversations, ideas); until then there is nothing to count.
 */
export function useHeaderCounts(): HeaderCounts {
  return { notifications: 0, ideas: 0 };
}

export type WeekCount = { week_start: string; contact_messages: number; service_requests: number };
export type Statistics = {
  counts: Record<string, number>;
  unread: Record<string, number>;
  new_this_week: Record<string, number>;
  weekly: WeekCount[];
  /** Missing or outdated translations (docs/publishing.md). */
  needs?: Record<string, number>;
};

export const calendar = {
  title: 'Calendar view',
  pickerLabel: 'Choose a date range',
  selectedRange: '{{from}} – {{to}}',
  today: 'Today',
  eventsHeading: 'Events',
  eventCount_one: '{{count}} event',
  eventCount_other: '{{count}} events',
  noRecords: 'No Records',
  noRecordsHint: 'Try choosing a wider range of dates.',
} as const;

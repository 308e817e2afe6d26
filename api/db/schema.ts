// The shop's database as Kysely sees it: every feature's tables, composed. Each feature keeps its table
// types beside its store; this file only puts them together. The tables are the same on SQLite and
// PostgreSQL; times are epoch milliseconds in BIGINT columns (INTEGER affinity on SQLite), which the
// PostgreSQL pool parses back into numbers (postgres.ts). How they came to be: migrations/.
import type { BlocksTable, BookingsTable, SlotLocksTable } from "../booking/tables.ts";
import type { UnansweredTable } from "../chat/tables.ts";
import type {
  CheckinConditionsTable,
  CheckinPhotosTable,
  CheckinSignaturesTable,
  CheckinsTable,
} from "../checkin/tables.ts";
import type {
  BookingEventsTable,
  BookingJourneyColumns,
  EstimatesTable,
  NoticesSentTable,
  ReviewAsksTable,
  ReviewContactsTable,
} from "../journey/tables.ts";
import type {
  NumbersCapsTable,
  NumbersDailyTable,
  NumbersEventsTable,
  NumbersRolledTable,
  NumbersSaltTable,
} from "../numbers/tables.ts";
import type { OutboxTable } from "../outbox/tables.ts";
import type { SmsEarlyReportsTable, SmsInboundTable, SmsOptOutsTable, SmsTextsTable } from "../sms/tables.ts";
import type { SchemaVersionTable, SettingsTable } from "./tables.ts";

export interface Database {
  bookings: BookingsTable & BookingJourneyColumns;
  bookingEvents: BookingEventsTable;
  estimates: EstimatesTable;
  slotLocks: SlotLocksTable;
  blocks: BlocksTable;
  outbox: OutboxTable;
  settings: SettingsTable;
  unanswered: UnansweredTable;
  smsOptOuts: SmsOptOutsTable;
  smsTexts: SmsTextsTable;
  smsInbound: SmsInboundTable;
  smsEarlyReports: SmsEarlyReportsTable;
  schemaVersion: SchemaVersionTable;
  noticesSent: NoticesSentTable;
  reviewAsks: ReviewAsksTable;
  reviewContacts: ReviewContactsTable;
  // The owner's numbers (api/numbers/): the day's salt, raw events, caps and daily totals.
  numbersSalt: NumbersSaltTable;
  numbersEvents: NumbersEventsTable;
  numbersCaps: NumbersCapsTable;
  numbersDaily: NumbersDailyTable;
  numbersRolled: NumbersRolledTable;
  // The check-in (api/checkin/): the condition, photos and signatures, deleted with their booking.
  checkins: CheckinsTable;
  checkinConditions: CheckinConditionsTable;
  checkinPhotos: CheckinPhotosTable;
  checkinSignatures: CheckinSignaturesTable;
}

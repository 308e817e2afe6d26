// The check-in's tables (migration 011): one row per checked-in phone, its condition per checklist item,
// its photos (the re-encoded bytes themselves), and what the visitor signed (the terms, the pickup).
// Every row names its booking with ON DELETE CASCADE, so retention's purge of a booking takes them too.

export interface CheckinsTable {
  bookingId: string;
  at: number;
  /** How the phone is tested when it must be unlocked ('visitor-present' | 'in-person'); null when not needed. */
  unlock: string | null;
}

export interface CheckinConditionsTable {
  bookingId: string;
  /** The checklist item's key in site/_data/booking.ts. */
  item: string;
  /** 'fine' | 'damaged' | 'not checked'. */
  status: string;
  note: string | null;
}

export interface CheckinPhotosTable {
  id: string;
  bookingId: string;
  /** A JPEG made by photos.ts: resized, re-encoded, no metadata. */
  bytes: Buffer;
  width: number;
  height: number;
  at: number;
}

export interface CheckinSignaturesTable {
  id: string;
  bookingId: string;
  /** 'terms' | 'pickup'. */
  kind: string;
  /** The terms' version, or the pickup words' version. */
  version: string;
  /** The words exactly as they were shown when signed. */
  words: string;
  /** The full name the visitor typed. */
  name: string;
  /** 'tracker' | 'counter'. */
  place: string;
  at: number;
}

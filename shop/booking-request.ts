// The booking contract bound to this shop: its bookable repairs and its models. What the API's routes,
// the /book/ form and the owner's desk read a posted booking with (the widget binds the same contract
// to the same lists, as its build hands them over).
import { bookingRequestSchema, readBooking, readDeskBooking, type BookingRequest } from "./booking-contract.ts";
import { BOOKABLE_KEYS, type BookableService } from "./content-schemas.ts";
import { models } from "./facts.ts";

export const shopBookingRequest = bookingRequestSchema({ services: BOOKABLE_KEYS, models: models.map((m) => m.slug) });

/** A posted booking (JSON, or a form's fields) read into a request, or its bad fields with their messages. */
export const readShopBooking = (body: unknown) => readBooking(shopBookingRequest, body);

/** The desk's "add a booking by hand" form (a date and a time instead of `start`), read for this shop. */
export const readShopDeskBooking = (body: unknown, startOf: (date: string, minutes: number) => string) =>
  readDeskBooking(shopBookingRequest, body, startOf);

/** A request as the contract reads it for this shop: the details tidied, the phone in E.164. */
export type ShopBookingRequest = BookingRequest<BookableService>;

// The desk's check-in: the page of one repair, saving its condition and photos (a multipart form: the
// photos come from the owner's phone camera), and its photos, served only to the signed-in owner. Every
// photo is prepared (api/checkin/photos.ts) before anything is written, and the check-in is written in
// one transaction: a refused file, or too many photos, leaves the book as it was.
import multipart from "@fastify/multipart";
import type { FastifyError, FastifyInstance } from "fastify";
import { createElement as h } from "react";
import { CONDITION_STATUSES, type ConditionStatus } from "#shop/checkin-content.ts";
import { booking as rules } from "#shop/facts.ts";
import { PHOTO_LIMITS, preparePhoto, type Photo } from "../checkin/photos.ts";
import type { CheckinStore, ConditionLine } from "../checkin/store.ts";
import { HttpError } from "../errors.ts";
import type { Desk } from "./desk.ts";
import { sendPage, wantsJson } from "./http.ts";
import { CheckInPage, NOTE_MAX, needsUnlock, UNLOCK_WAYS } from "./views/CheckIn.tsx";

const TOO_MANY = `At most ${PHOTO_LIMITS.maxCount} photos are kept for one repair: nothing was saved.`;
const TOO_LARGE = `A photo is larger than ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB: nothing was saved.`;

// The multipart parser's own refusals, said in the desk's words (the desk's error page shows them).
const MULTIPART_WORDS: Record<string, [number, string, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, "photo_too_large", TOO_LARGE],
  FST_FILES_LIMIT: [413, "too_many_photos", TOO_MANY],
  FST_PARTS_LIMIT: [413, "too_many_parts", "The form has too many parts: nothing was saved."],
  FST_FIELDS_LIMIT: [413, "too_many_fields", "The form has too many fields: nothing was saved."],
};

export function checkinDesk(scope: FastifyInstance, desk: Desk, checkin: CheckinStore | undefined) {
  const need = () => {
    if (!checkin) throw new HttpError(503, "booking_unavailable", "Check-in needs the booking database.");
    return { ...desk.need(), checkin };
  };
  const bookingOf = async (id: string) => {
    const { service, checkin } = need();
    const b = await service.store.byId(id);
    if (!b) throw new HttpError(404, "not_found", "There is no such booking (it may have been deleted).");
    return { b, checkin };
  };

  scope.register(async (inner) => {
    await inner.register(multipart, {
      attachFieldsToBody: "keyValues",
      limits: {
        fileSize: PHOTO_LIMITS.maxBytes,
        files: PHOTO_LIMITS.maxCount,
        fields: 4 + rules.checkIn.checklist.length * 2,
        fieldSize: 2048,
        parts: 4 + rules.checkIn.checklist.length * 2 + PHOTO_LIMITS.maxCount,
      },
    });
    inner.setErrorHandler(async (error: FastifyError) => {
      const words = MULTIPART_WORDS[error.code];
      throw words ? new HttpError(...words) : error;
    });

    inner.get<{ Params: { id: string }; Querystring: { saved?: string; signed?: string } }>(
      "/owner/bookings/:id/checkin",
      async (request, reply) => {
        const { b, checkin } = await bookingOf(request.params.id);
        const flash =
          request.query.saved === "1"
            ? "Check-in saved."
            : request.query.signed
              ? "Signed at the counter: hand the device back to the shop."
              : undefined;
        const page = h(CheckInPage, { b, record: await checkin.of(b.id), csrf: reply.generateCsrf(), flash });
        return sendPage(reply, page, desk.now());
      },
    );

    inner.post<{ Params: { id: string } }>("/owner/bookings/:id/checkin", async (request, reply) => {
      const { b, checkin } = await bookingOf(request.params.id);
      const form = (request.body ?? {}) as Record<string, unknown>;
      const condition = readCondition(form);
      let unlock: string | null = null;
      if (needsUnlock(b)) {
        unlock = typeof form.unlock === "string" && form.unlock in UNLOCK_WAYS ? form.unlock : null;
        if (!unlock)
          throw new HttpError(400, "unlock_required", "Say how the phone will be tested unlocked: nothing was saved.");
      }
      // An empty file field (no photo chosen) arrives as an empty part.
      const files = [form.photos].flat().filter((f): f is Buffer => Buffer.isBuffer(f) && f.length > 0);
      const photos: Photo[] = [];
      for (const file of files) {
        const prepared = await preparePhoto(file);
        if (!prepared.ok) throw new HttpError(prepared.status, prepared.code, `${prepared.message} Nothing was saved.`);
        photos.push(prepared.photo);
      }
      const result = await checkin.checkIn(b.id, { condition, unlock, photos }, desk.now().getTime());
      if (result === "not_found") throw new HttpError(404, "not_found", "There is no such booking.");
      if (result === "too_many_photos") throw new HttpError(413, "too_many_photos", TOO_MANY);
      request.log.info({ reference: b.reference, photos: photos.length }, "phone checked in by the owner");
      if (wantsJson(request)) return { ok: true, photos: photos.length };
      return reply.redirect(`/owner/bookings/${b.id}/checkin?saved=1`, 303);
    });

    inner.get<{ Params: { id: string; photo: string } }>(
      "/owner/bookings/:id/photos/:photo",
      async (request, reply) => {
        const { checkin } = need();
        const bytes = await checkin.photo(request.params.id, request.params.photo);
        if (!bytes) throw new HttpError(404, "not_found", "There is no such photo.");
        return reply.header("content-disposition", "inline").type("image/jpeg").send(bytes);
      },
    );
  });
}

/** Each checklist item's status and note as posted: missing is 'not checked', anything else unknown is refused. */
function readCondition(form: Record<string, unknown>): ConditionLine[] {
  return rules.checkIn.checklist.map((item) => {
    const status = form[`c.${item.key}`] ?? "not checked";
    if (typeof status !== "string" || !(CONDITION_STATUSES as readonly string[]).includes(status))
      throw new HttpError(400, "invalid_condition", `${item.label}: choose ${CONDITION_STATUSES.join(", ")}.`);
    const raw = form[`n.${item.key}`];
    const note = typeof raw === "string" ? raw.trim() : "";
    if (note.length > NOTE_MAX)
      throw new HttpError(400, "note_too_long", `${item.label}: a note is at most ${NOTE_MAX} characters.`);
    return { item: item.key, status: status as ConditionStatus, note: note || null };
  });
}

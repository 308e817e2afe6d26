// The booking's HTML pages, answered by the server so they hold the moment's facts: /book/ with the
// times free now (and, after a form post that failed, what was wrong), and the private manage page
// /book/manage/<token>/ (the confirmation, the .ics, the cancel button). Each is the built /book/
// page (dist/book/index.html: the site's header, footer, styles and security policy) with its <main>
// rendered again by React on the server. Everything a visitor typed goes through React's escaping:
// nothing of theirs is ever HTML.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement as h, type ReactNode } from "react";
import { BookingForm, type BookingFormValues } from "../../site/_includes/components/BookingForm.tsx";
import { DirectionsLink } from "../../site/_includes/components/Actions.tsx";
import { BookIntro, bookingAction } from "../../site/book.11ty.tsx";
import { chatApiOrigin } from "../../site/lib/chat-api.ts";
import { isoInZone, type Slot } from "#shop/availability.ts";
import type { BookingField } from "#shop/booking-fields.ts";
import { booking, business, fullAddress, telHref } from "#shop/facts.ts";
import { modelName, serviceName, shopTimeWithZone } from "./describe.ts";
import { HttpError } from "../errors.ts";
import type { Booking } from "./types.ts";
import type { BookingService } from "./service.ts";

const STATE_WORDS: Record<Booking["state"], string> = {
  new: "booked (the shop will confirm it)",
  confirmed: "confirmed",
  done: "done",
  "no-show": "missed",
  cancelled: "cancelled",
};

export interface FormState {
  values: Record<string, unknown>;
  fields?: Partial<Record<BookingField, string>>;
  message?: string;
  nearest?: Slot[];
}

const text = (v: unknown) => (typeof v === "string" ? v : undefined);
const valuesOf = (v: Record<string, unknown>): BookingFormValues => ({
  service: text(v.service),
  model: text(v.model),
  date: text(v.date) ?? text(v.start)?.slice(0, 10),
  start: text(v.start),
  name: text(v.name),
  phone: text(v.phone),
  email: text(v.email),
  notes: text(v.notes),
});

export function createBookPages(root: string, service: () => BookingService | undefined) {
  const frameFile = path.join(root, "book", "index.html");
  const zone = business.timeZone;

  /** The built page with its <main> (and title) replaced. Read each time: a rebuild is seen at once. */
  async function framed(main: ReactNode, title?: string): Promise<string> {
    const frame = await readFile(frameFile, "utf8").catch(() => {
      throw new HttpError(503, "not_built", "The site is not built yet: run npm run build.");
    });
    const body = renderToStaticMarkup(
      h("section", { className: "section" }, h("div", { className: "container booking" }, main)),
    );
    let html = frame.replace(/<main id="main">[\s\S]*<\/main>/, () => `<main id="main">${body}</main>`);
    if (title)
      html = html.replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeText(title)} | ${escapeText(business.name)}</title>`,
      );
    return html;
  }

  /**
   * /book/ with the times free now. On a visit the form stands inside <repair-booking> (given the
   * repair, model and slot asked for), which takes over once React runs; after a form post that
   * failed it stands alone, so what was wrong stays on screen.
   */
  async function bookPage(state: FormState & { visit?: boolean }): Promise<string> {
    const bookings = service();
    const values = valuesOf(state.values);
    const days = bookings ? (await bookings.days({ days: Math.min(booking.horizonDays + 1, 14) })).days : [];
    const form = h(BookingForm, {
      values,
      days,
      fields: state.fields,
      message: state.message,
      nearest: state.nearest,
      action: bookingAction,
    });
    const attributes = Object.fromEntries(
      Object.entries({
        model: values.model,
        service: values.service,
        start: values.start,
        api: chatApiOrigin ?? undefined,
      }).filter(([, v]) => v),
    );
    return framed([
      h(BookIntro, { key: "intro" }),
      state.visit ? h("repair-booking", { key: "form", ...attributes }, form) : h("div", { key: "form" }, form),
    ]);
  }

  function managePage(token: string, b: Booking, flags: { booked?: boolean; cancelled?: boolean; canCancel: boolean }) {
    const model = modelName(b.model);
    const repair = `${model ? `${model}: ` : ""}${serviceName(b.service)}`;
    const heading = flags.booked ? "You're booked" : b.state === "cancelled" ? "Booking cancelled" : "Your booking";
    return framed(
      h(
        "div",
        { className: "booking-confirmation" },
        h("h1", null, heading),
        flags.booked &&
          h(
            "p",
            { role: "status" },
            `Thank you, ${b.name}. Your repair is booked. Keep this page's address: it is your private link to see or cancel the booking.`,
          ),
        flags.cancelled && h("p", { role: "status" }, "Your booking is cancelled. The time is free for someone else."),
        h(
          "dl",
          { className: "booking-summary" },
          h("dt", null, "Reference"),
          h("dd", null, h("strong", null, b.reference)),
          h("dt", null, "When"),
          h("dd", null, shopTimeWithZone(b.start)),
          h("dt", null, "Repair"),
          h("dd", null, repair),
          h("dt", null, "Where"),
          h("dd", null, fullAddress),
          h("dt", null, "Status"),
          h("dd", null, STATE_WORDS[b.state]),
        ),
        h(
          "div",
          { className: "actions" },
          b.state !== "cancelled" &&
            h(
              "a",
              { className: "button", href: `/api/bookings/${token}.ics`, download: `${b.reference}.ics` },
              "Add to calendar (.ics)",
            ),
          h(DirectionsLink, null),
        ),
        flags.canCancel &&
          h(
            "form",
            { method: "post", action: `/book/manage/${token}/cancel`, className: "booking-cancel" },
            h("button", { type: "submit", className: "button button--ghost" }, "Cancel booking"),
          ),
        h(
          "p",
          null,
          "To change the time, cancel and book again, or call us at ",
          h("a", { href: telHref }, business.phone.display),
          ".",
        ),
      ),
      heading,
    );
  }

  return { bookPage, managePage, iso: (ms: number) => isoInZone(zone, ms) };
}
export type BookPages = ReturnType<typeof createBookPages>;

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The page routes: GET /book/, the manage page and its cancel form. Registered before the static host. */
export async function bookPageRoutes(
  app: FastifyInstance,
  opts: { pages: BookPages; service: () => BookingService | undefined; enabled: boolean },
) {
  if (!opts.enabled) return;
  const noStore = { "cache-control": "no-store", "x-robots-tag": "noindex" };

  app.get("/book/", async (request, reply) => {
    const html = await opts.pages.bookPage({ values: (request.query ?? {}) as Record<string, unknown>, visit: true });
    return reply.headers({ "cache-control": "no-store" }).type("text/html; charset=utf-8").send(html);
  });

  app.get<{ Params: { token: string }; Querystring: { booked?: string; cancelled?: string } }>(
    "/book/manage/:token/",
    async (request, reply) => {
      const bookings = opts.service();
      const b = bookings && (await bookings.byToken(request.params.token));
      if (!bookings || !b) return reply.callNotFound();
      const html = await opts.pages.managePage(request.params.token, b, {
        booked: request.query.booked === "1",
        cancelled: request.query.cancelled === "1",
        canCancel: bookings.visitorCanCancel(b),
      });
      return reply
        .headers(noStore)
        .header("referrer-policy", "no-referrer")
        .type("text/html; charset=utf-8")
        .send(html);
    },
  );

  app.post<{ Params: { token: string } }>("/book/manage/:token/cancel", async (request, reply) => {
    const bookings = opts.service();
    const b = bookings && (await bookings.byToken(request.params.token));
    if (!bookings || !b) return reply.callNotFound();
    await bookings.cancelByToken(request.params.token);
    request.log.info({ reference: b.reference }, "booking cancelled by visitor");
    return reply.redirect(`/book/manage/${request.params.token}/?cancelled=1`, 303);
  });
}

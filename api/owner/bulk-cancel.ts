// The desk's answer to one client filling the book (a phone number is not verified, an address can
// hold many): the owner names one booking by its reference and cancels every coming booking made with
// the same phone, or online from the same address (the keyed hash kept with each online booking; the
// desk never sees an address). Each is cancelled as the owner's single Cancel does, so a visitor who
// gave an email is told.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Desk } from "./desk.ts";
import { BULK_CANCEL_PATH } from "./views/BulkCancelForm.tsx";

const BulkCancelForm = z.object({
  reference: z.string().trim().toUpperCase().min(1).max(20),
  by: z.enum(["phone", "client"]),
});

const SAME = { phone: "with the same phone", client: "from the same address" } as const;

export function bulkCancelAction(scope: FastifyInstance, desk: Desk) {
  scope.post(BULK_CANCEL_PATH, async (request, reply) => {
    const { service } = desk.need();
    const form = BulkCancelForm.safeParse(request.body);
    if (!form.success)
      return desk.send(request, reply, 400, {
        flash: "Enter a booking's reference, and choose the same phone or the same address.",
      });
    const { reference, by } = form.data;
    const found = await service.store.sameOrigin(reference, by, desk.now().getTime());
    if (!found) return desk.send(request, reply, 404, { flash: `There is no booking ${reference}.` });
    for (const b of found) await service.setState(b.id, "cancelled");
    request.log.info({ reference, by, cancelled: found.length }, "bookings cancelled together by the owner");
    const count = found.length === 1 ? "1 coming booking" : `${found.length} coming bookings`;
    return desk.send(request, reply, 200, { flash: `Cancelled ${count} made ${SAME[by]} as ${reference}.` });
  });
}
